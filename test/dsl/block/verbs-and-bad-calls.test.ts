import { describe, expect, it } from 'vitest';
import { ArgumentError, MethodNotAllowed, RouteSet, type Mapper } from '../../../src/index.js';
import { lines } from '../../support.js';

/** The mapper as plain JavaScript calls it, with arguments typed code cannot pass. */
type Loose = Record<string, (...args: unknown[]) => unknown>;
const loose = (r: Mapper) => r as unknown as Loose;

describe('patch() and options()', () => {
  // Drawn inside each test, so mutation runs credit the draw to the tests that check it.
  const draw = () =>
    new RouteSet().draw((r) => {
      r.patch('settings', { to: 'settings#patch' });
      r.options('settings', { to: 'settings#preflight' });
      r.resources('posts', { only: ['show'] }, () => {
        r.member(() => r.patch('publish'));
        r.collection(() => r.options('search'));
      });
    });

  it('declare routes for their own verb only', () => {
    const set = draw();
    expect(lines(set)).toEqual([
      'PATCH /settings(.:format) settings#patch settings',
      'OPTIONS /settings(.:format) settings#preflight -',
      'PATCH /posts/:id/publish(.:format) posts#publish publish_post',
      'OPTIONS /posts/search(.:format) posts#search search_posts',
      'GET /posts/:id(.:format) posts#show post',
    ]);
  });

  it('are recognized for their verb, and listed in a 405 for the others', () => {
    const set = draw();
    expect(set.recognize('PATCH', '/settings')).toEqual({ controller: 'settings', action: 'patch' });
    expect(set.recognize('OPTIONS', '/settings.json')).toEqual({ controller: 'settings', action: 'preflight', format: 'json' });
    expect(set.recognize('PATCH', '/posts/3/publish')).toEqual({ controller: 'posts', action: 'publish', id: '3' });
    expect(set.recognize('OPTIONS', '/posts/search')).toEqual({ controller: 'posts', action: 'search' });
    expect(() => set.recognize('GET', '/settings')).toThrow(MethodNotAllowed);
    expect(set.allowedVerbs('/settings')).toEqual(['PATCH', 'OPTIONS']);
    expect(set.allowedVerbs('/posts/3/publish')).toEqual(['PATCH']);
  });

  it('generate through their names', () => {
    const set = draw();
    expect(set.helpers.publish_post_path!(3)).toBe('/posts/3/publish');
    expect(set.helpers.search_posts_path!()).toBe('/posts/search');
  });
});

describe('bad calls to namespace and scope', () => {
  const fails = (declare: (r: Mapper) => void) => () => new RouteSet().draw(declare);

  it('namespace needs one non-empty name', () => {
    expect(fails((r) => r.namespace('', () => r.resources('posts')))).toThrow(ArgumentError);
    expect(fails((r) => r.namespace('', () => r.resources('posts')))).toThrow('namespace takes one name, got [""]');
    expect(fails((r) => loose(r).namespace!(null, () => undefined))).toThrow('namespace takes one name, got [null]');
    expect(fails((r) => loose(r).namespace!('admin', 'extra', () => undefined))).toThrow('namespace takes one name, got ["admin","extra"]');
  });

  it('scope needs a path string and/or an options object', () => {
    expect(fails((r) => loose(r).scope!(1, 2))).toThrow(ArgumentError);
    expect(fails((r) => loose(r).scope!(1, 2))).toThrow('scope takes a path string and/or an options object, got [1,2]');
    expect(fails((r) => loose(r).scope!('api', 2))).toThrow('scope takes a path string and/or an options object, got ["api",2]');
    expect(fails((r) => loose(r).scope!(1, () => undefined))).toThrow('got [1]');
  });

  it('leave the set as it was', () => {
    const set = new RouteSet().draw((r) => r.resources('posts', { only: ['index'] }));
    expect(() => set.draw((r) => {
      r.resources('photos');
      loose(r).namespace!('');
    })).toThrow(ArgumentError);
    expect(lines(set)).toEqual(['GET /posts(.:format) posts#index posts']);
  });
});

describe('bad calls name the call and what it needs', () => {
  const call = (declare: (r: Loose) => void) => () => new RouteSet().draw((r) => declare(loose(r)));

  it.each<[string, (r: Loose) => void, string]>([
    ['scope without a block', (r) => r.scope!('api'), 'scope needs a block of declarations'],
    ['namespace without a block', (r) => r.namespace!('admin'), 'namespace "admin" needs a block of declarations'],
    ['controller without a block', (r) => r.controller!('posts'), 'controller needs a block of declarations'],
    ['controller with two names', (r) => r.controller!('a', 'b', () => undefined), 'controller takes one controller name, got ["a","b"]'],
    ['controller with a number', (r) => r.controller!(1, () => undefined), 'controller takes one controller name, got [1]'],
    ['constraints without a block', (r) => r.constraints!({ id: /\d+/ }), 'constraints needs a block of declarations'],
    ['defaults without a block', (r) => r.defaults!({ format: 'json' }), 'defaults needs a block of declarations'],
    ['resources without a name', (r) => r.resources!(), 'resources needs at least one resource name'],
    ['resources with an empty name', (r) => r.resources!('posts', ''), 'resources: resource names must be non-empty strings, got ""'],
    ['resource with a number', (r) => r.resource!(5), 'resource: resource names must be non-empty strings, got 5'],
    ['resourcesPathNames with a string', (r) => r.resourcesPathNames!('x'), 'resourcesPathNames takes an object of action → path segment, got "x"'],
    ['root with a string', (r) => r.root!('pages#main'), `root takes an options object such as { to: 'pages#main' }, got "pages#main"`],
    ['match with a number among its paths', (r) => r.match!('a', 5, { to: 'a#b' }), 'match: a path must be a string, got 5'],
  ])('%s', (_what, declare, message) => {
    expect(call(declare)).toThrow(ArgumentError);
    expect(call(declare)).toThrow(message);
  });
});

describe(':via', () => {
  // Spellings no other test uses: the DSL keeps the verb list of each via string it has read, so a string read
  // before (at another test's draw) would not be read again here.
  const verbsOf = (via: unknown) => {
    const set = new RouteSet().draw((r) => r.match('x', { to: 'a#b', via: via as 'get' }));
    return set.routes.map((route) => route.verbs.join('|') || '(any verb)').join(', ');
  };

  it.each<[unknown, string]>([
    ['Put', 'PUT'],
    ['ALL', '(any verb)'],
    ['aNy', '(any verb)'],
    [['Delete', 'pAtch'], 'DELETE|PATCH'],
    [['get', 'All'], '(any verb)'],
    [['any'], '(any verb)'],
    [[], '(any verb)'],
    ['version_control', 'VERSION-CONTROL'],
    [['unLock', 'Baseline-Control', 'mkcalendar'], 'UNLOCK|BASELINE-CONTROL|MKCALENDAR'],
    [['Trace', 'CONNECT', 'propfind', 'search', 'acl', 'orderpatch', 'mkactivity'], 'TRACE|CONNECT|PROPFIND|SEARCH|ACL|ORDERPATCH|MKACTIVITY'],
  ])('via %j gives %s', (via, verbs) => {
    expect(verbsOf(via)).toBe(verbs);
  });

  const KNOWN =
    'get, post, put, patch, delete, head, options, trace, connect, propfind, proppatch, mkcol, copy, move, lock, unlock, version-control, ' +
    'report, checkout, checkin, uncheckout, mkworkspace, update, label, merge, baseline-control, mkactivity, orderpatch, acl, search, mkcalendar';

  // Rails 3.2 took any word (the route then answered no request); an unknown verb is refused, with the nearest one.
  it.each<[unknown, string, string]>([
    [['get', 5], '5', ''],
    ['', '""', ''],
    ['g3t', '"g3t"', 'did you mean "get"? '],
    ['gett', '"gett"', 'did you mean "get"? '],
    [['post', 'get '], '"get "', 'did you mean "get"? '],
    [['delte'], '"delte"', 'did you mean "delete"? '],
    ['pacth', '"pacth"', 'did you mean "patch"? '],
    ['optoins', '"optoins"', 'did you mean "options"? '],
    ['m_search', '"m_search"', 'did you mean "search"? '],
    ['purge', '"purge"', ''],
    ['pots', '"pots"', 'did you mean "post"? '],
    ['fetch', '"fetch"', ''],
    [{ verb: 'get' }, '{"verb":"get"}', ''],
  ])('refuses via %j', (via, shown, suggestion) => {
    expect(() => verbsOf(via)).toThrow(new ArgumentError(`route "x": :via must be an HTTP verb or a list of them, got ${shown}; ${suggestion}(known: ${KNOWN}, or all)`));
  });

  it('refuses an unknown verb in every call that takes one, leaving the set as it was', () => {
    const set = new RouteSet().draw((r) => r.get('kept', { to: 'a#b' }));
    const declarations: ((r: Mapper) => void)[] = [
      (r) => r.match({ x: 'a#b', via: 'gett' as 'get' }),
      (r) => r.match('x', 'y', { to: 'a#b', via: ['get', 'gett' as 'get'] }),
      (r) => r.resources('posts', () => r.member(() => r.match('publish', { via: ['put', 'gett' as 'get'] }))),
      (r) => r.resources('posts', () => r.match('search', { on: 'collection', via: 'gett' as 'get' })),
      (r) => r.scope({ via: 'gett' as 'get' }, () => r.match('x', { to: 'a#b' })),
    ];
    for (const declare of declarations) expect(() => set.draw(declare)).toThrow(/:via must be an HTTP verb .*got "gett"; did you mean "get"\?/);
    expect(set.routes.map((route) => route.path)).toEqual(['/kept(.:format)']);
  });
});

describe('a near-miss option names the call it was given to', () => {
  it.each<[string, (r: Mapper) => void]>([
    ['scope: unknown option "onyl"; did you mean "only"?', (r) => loose(r).scope!({ onyl: 'x' }, () => undefined)],
    ['controller: unknown option "shalow"; did you mean "shallow"?', (r) => loose(r).controller!('posts', { shalow: true }, () => undefined)],
    ['resource: unknown option "onyl"; did you mean "only"?', (r) => loose(r).resource!('account', { onyl: 'show' })],
    ['namespace: unknown option "shalow"; did you mean "shallow"?', (r) => loose(r).namespace!('admin', { shalow: true }, () => undefined)],
    ['route "x": unknown option "vai"; did you mean "via"?', (r) => loose(r).match!('x', { to: 'a#b', vai: 'get' })],
  ])('%s', (message, declare) => {
    expect(() => new RouteSet().draw(declare)).toThrow(new ArgumentError(`${message} (Rails would take it as a fixed param; to mean one, give it in defaults: { ${/option "(\w+)"/.exec(message)![1]}: … })`));
  });
});
