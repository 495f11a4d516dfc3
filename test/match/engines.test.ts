import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedPath, Route, RouteSet, type RequestContext, type RouteInit } from '../../src/index.js';
import type { Matcher, MatcherFactory, MatcherOptions } from '../../src/match/matcher.js';
import { createReferenceMatcher } from '../../src/match/reference.js';
import { createFastMatcher } from '../../src/match/engine/index.js';
import { createSegmentMatcher } from '../../src/match/segments/index.js';

/**
 * One behaviour suite, every engine (Hono's pattern): each engine must give these answers. The randomized
 * agreement between engines lives in differential.test.ts.
 */
const ENGINES: [string, MatcherFactory][] = [
  ['reference', createReferenceMatcher],
  ['fast', createFastMatcher],
  ['segment', createSegmentMatcher],
];

/** `[verb, path, expected]`: the index of the route that wins and its params, or null for no match. */
type Case = [verb: string, path: string, expected: [index: number, params: Record<string, string>] | null];

const route = (path: string, init: Partial<RouteInit> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });

const TABLES: { name: string; routes: Route[]; cases: Case[] }[] = [
  {
    name: 'the first declared route wins, not the most static one',
    routes: [route('/posts/:id(.:format)', { verbs: ['GET'] }), route('/posts/new(.:format)', { verbs: ['GET'] }), route('/posts/new', { verbs: ['POST'] })],
    cases: [
      ['GET', '/posts/new', [0, { id: 'new' }]],
      ['GET', '/posts/new.json', [0, { id: 'new', format: 'json' }]],
      ['POST', '/posts/new', [2, {}]],
      ['PUT', '/posts/new', null],
    ],
  },
  {
    name: 'a static route declared first wins over a later param route',
    routes: [route('/posts/new(.:format)'), route('/posts/:id(.:format)')],
    cases: [
      ['GET', '/posts/new', [0, {}]],
      ['GET', '/posts/new.xml', [0, { format: 'xml' }]],
      ['GET', '/posts/newer', [1, { id: 'newer' }]],
      ['GET', '/posts/new.tar.gz', null],
    ],
  },
  {
    name: 'a default param never holds a dot, a slash or a question mark',
    routes: [route('/posts/:id(.:format)')],
    cases: [
      ['GET', '/posts/1', [0, { id: '1' }]],
      ['GET', '/posts/1.xml', [0, { id: '1', format: 'xml' }]],
      ['GET', '/posts/1.2.3', null],
      ['GET', '/posts/1/2', null],
      ['GET', '/posts/a?b', null],
      ['GET', '/posts/1.', null],
      ['GET', '/posts/.json', null],
      ['GET', '/posts/', null],
      ['GET', '/posts', null],
    ],
  },
  {
    name: 'params separated by dots and dashes',
    routes: [route('/files/:name.:ext'), route('/tags/:a-:b'), route('/docs/:id.:format')],
    cases: [
      ['GET', '/files/report.pdf', [0, { name: 'report', ext: 'pdf' }]],
      ['GET', '/files/report', null],
      ['GET', '/tags/x-y', [1, { a: 'x', b: 'y' }]],
      ['GET', '/tags/x-y-z', [1, { a: 'x-y', b: 'z' }]],
      ['GET', '/docs/7.pdf', [2, { id: '7', format: 'pdf' }]],
    ],
  },
  {
    name: 'globs span segments, greedy by default and lazy before a format',
    routes: [route('/files/*path'), route('/raw/*path(.:format)', { implicitRequirements: { path: /.+?/ } }), route('/greedy/*path(.:format)')],
    cases: [
      ['GET', '/files/a/b/c.txt', [0, { path: 'a/b/c.txt' }]],
      ['GET', '/files', null],
      ['GET', '/raw/a/b.c.json', [1, { path: 'a/b.c', format: 'json' }]],
      ['GET', '/raw/a/b', [1, { path: 'a/b' }]],
      ['GET', '/greedy/a/b.json', [2, { path: 'a/b.json' }]],
    ],
  },
  {
    name: 'nested optional groups',
    routes: [route('/archive(/:year(/:month(/:day)))(.:format)'), route('/(:locale/)pages')],
    cases: [
      ['GET', '/archive', [0, {}]],
      ['GET', '/archive.json', [0, { format: 'json' }]],
      ['GET', '/archive/2024', [0, { year: '2024' }]],
      ['GET', '/archive/2024/05.xml', [0, { year: '2024', month: '05', format: 'xml' }]],
      ['GET', '/archive/2024/05/01', [0, { year: '2024', month: '05', day: '01' }]],
      ['GET', '/archive/2024/05/01/9', null],
      ['GET', '/pages', [1, {}]],
      ['GET', '/fr/pages', [1, { locale: 'fr' }]],
    ],
  },
  {
    name: 'requirements with groups, flags, dots and slashes',
    routes: [
      route('/:controller/:id', { requirements: { controller: /admin\/(users|posts)/ } }),
      route('/geo/:code', { requirements: { code: /hx\d[a-z]/i } }),
      route('/versions/:id(.:format)', { requirements: { id: /\d+\.\d+/ } }),
      route('/pages/:slug', { requirements: { slug: /[a-z/]+/ } }),
      route('/n/:id(.:format)', { requirements: { id: /\d+/ } }),
      route('/any/:id', { requirements: { id: /[^/]+/ } }),
      route('/opt/:x', { requirements: { x: /\d*/ } }),
    ],
    cases: [
      ['GET', '/admin/users/7', [0, { controller: 'admin/users', id: '7' }]],
      ['GET', '/admin/others/7', null],
      ['GET', '/geo/HX1b', [1, { code: 'HX1b' }]],
      ['GET', '/geo/hy1b', null],
      ['GET', '/versions/1.5', [2, { id: '1.5' }]],
      ['GET', '/versions/1.5.json', [2, { id: '1.5', format: 'json' }]],
      ['GET', '/versions/15', null],
      ['GET', '/pages/a/b', [3, { slug: 'a/b' }]],
      ['GET', '/n/42.json', [4, { id: '42', format: 'json' }]],
      ['GET', '/n/4x', null],
      ['GET', '/any/a.b.c', [5, { id: 'a.b.c' }]],
      ['GET', '/opt/', [6, { x: '' }]],
      ['GET', '/opt/12', [6, { x: '12' }]],
    ],
  },
  {
    name: 'a lazy :controller spans segments until the rest matches',
    routes: [route('/:controller(/:action(/:id))(.:format)', { implicitRequirements: { controller: /.+?/ }, defaults: {} })],
    cases: [
      ['GET', '/posts', [0, { controller: 'posts' }]],
      ['GET', '/posts/show/1.xml', [0, { controller: 'posts', action: 'show', id: '1', format: 'xml' }]],
      ['GET', '/admin/users/show/1', [0, { controller: 'admin/users', action: 'show', id: '1' }]],
    ],
  },
  {
    name: 'anchor: false matches a prefix at a segment boundary',
    routes: [route('/assets(.:format)', { anchor: false }), route('/api/:version', { anchor: false })],
    cases: [
      ['GET', '/assets', [0, {}]],
      ['GET', '/assets/app/x.js', [0, {}]],
      ['GET', '/assets.css/x', [0, { format: 'css' }]],
      ['GET', '/assetsx', null],
      ['GET', '/assets.css.x', null],
      ['GET', '/api/v1/users/7', [1, { version: 'v1' }]],
      ['GET', '/api/v1.2/users', null],
    ],
  },
  {
    name: 'verbs: any, one, several, unknown',
    routes: [route('/x', { verbs: ['GET', 'POST'] }), route('/x'), route('/y', { verbs: ['DELETE'] })],
    cases: [
      ['POST', '/x', [0, {}]],
      ['PURGE', '/x', [1, {}]],
      ['get', '/x', [1, {}]],
      ['DELETE', '/y', [2, {}]],
      ['GET', '/y', null],
    ],
  },
  {
    name: 'percent-encoded params are decoded, + stays',
    routes: [route('/posts/:id(.:format)'), route('/files/*path')],
    cases: [
      ['GET', '/posts/hello%20world', [0, { id: 'hello world' }]],
      ['GET', '/posts/a+b', [0, { id: 'a+b' }]],
      ['GET', '/posts/a%2Fb.json', [0, { id: 'a/b', format: 'json' }]],
      ['GET', '/posts/1.j%73on', [0, { id: '1', format: 'json' }]],
      ['GET', '/files/a%20b/c', [1, { path: 'a b/c' }]],
    ],
  },
  {
    name: 'the root and paths that are not normalized',
    routes: [route('/'), route('/posts')],
    cases: [
      ['GET', '/', [0, {}]],
      ['GET', '', null],
      ['GET', 'posts', null],
      ['GET', '/posts/', null],
      ['GET', '//posts', null],
    ],
  },
  {
    // "Aa" and "BB" have the same stem hash (65 * 31 + 97 = 66 * 31 + 66): the fast engine's trie must tell
    // sibling segments apart by text, and a path that reaches a node through a collision must not match it.
    name: 'segments whose stem hashes collide',
    routes: [route('/Aa/:id'), route('/BB/:id'), route('/x/:id/Aa'), route('/only/Aa')],
    cases: [
      ['GET', '/Aa/1', [0, { id: '1' }]],
      ['GET', '/BB/1', [1, { id: '1' }]],
      ['GET', '/x/1/Aa', [2, { id: '1' }]],
      ['GET', '/x/1/BB', null],
      ['GET', '/only/Aa', [3, {}]],
      ['GET', '/only/BB', null],
    ],
  },
  {
    name: 'canonical (percent-encoded) static text',
    routes: [route('/こんにちは/:id'), route('/café')],
    cases: [
      ['GET', '/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF/1', [0, { id: '1' }]],
      ['GET', '/caf%C3%A9', [1, {}]],
    ],
  },
];

describe.each(ENGINES)('%s engine', (_name, factory) => {
  const build = (routes: Route[], options: MatcherOptions = {}) => factory(routes, options);

  // Engines are built in each test, not when the file loads: what an engine does at build time is then tied
  // to the tests that rely on it (mutation testing's per-test coverage).
  describe.each(TABLES)('$name', ({ routes, cases }) => {
    it.each(cases)('%s %s', (verb, path, expected) => {
      const found = build(routes).match(verb, path);
      expect(found && [routes.indexOf(found.route), found.params]).toEqual(expected);
    });
  });

  describe('malformed percent-encoding', () => {
    const routes = [route('/posts/:id(.:format)', { verbs: ['GET'] }), route('/posts/:id/edit'), route('/ok/:id'), route('/ok/%zz')];
    let matcher: Matcher;
    beforeEach(() => {
      matcher = build(routes);
    });

    it('throws MalformedPath, naming the param, when a matching route cannot decode it', () => {
      expect(() => matcher.match('GET', '/posts/%E0%A4%A')).toThrow(MalformedPath);
      expect(() => matcher.match('GET', '/posts/%E0%A4%A')).toThrow('Malformed percent-encoding in "/posts/%E0%A4%A" (param :id)');
      expect(() => matcher.match('GET', '/posts/%zz.json')).toThrow(MalformedPath);
      expect(() => matcher.match('GET', '/posts/1.%zz')).toThrow('(param :format)');
      expect(() => matcher.routesFor('/posts/%zz/edit')).toThrow(MalformedPath);
    });

    it('does not throw when no route matches, or the verb rules the route out', () => {
      expect(matcher.match('GET', '/nothing/%zz')).toBeNull();
      expect(matcher.match('POST', '/posts/%zz')).toBeNull();
      expect(matcher.routesFor('/nothing/%zz')).toEqual([]);
    });

    it('does not throw when an earlier route matches without decoding the bad escape', () => {
      // `/ok/:id` comes first and decodes `%zz`: it throws; the static `/ok/%zz` is never reached.
      expect(() => matcher.match('GET', '/ok/%zz')).toThrow(MalformedPath);
      const staticFirst = build([route('/ok/%zz'), route('/ok/:id')]);
      expect(staticFirst.match('GET', '/ok/%zz')?.params).toEqual({});
    });
  });

  describe('conditions, guards and the accept hook', () => {
    const calls: string[] = [];
    const guard = (name: string, answer: (r: RequestContext) => boolean) => (r: RequestContext) => {
      calls.push(name);
      return answer(r);
    };
    const routes = [
      route('/posts/:id', { conditions: { subdomain: 'admin' } }),
      route('/posts/:id', { guards: [guard('first', (r) => r.host === 'a.example')] }),
      route('/posts/new', { guards: [guard('static', () => true)] }),
      route('/posts/:id', { conditions: { host: /^api\./ } }),
      route('/posts/:id'),
      route('/other', { guards: [guard('other', () => true)] }),
    ];
    let matcher: Matcher;
    beforeEach(() => {
      matcher = build(routes);
    });

    it('skips routes whose conditions fail, and checks nothing without a request context', () => {
      expect(routes.indexOf(matcher.match('GET', '/posts/1', { subdomain: 'admin' })!.route)).toBe(0);
      expect(routes.indexOf(matcher.match('GET', '/posts/1', { host: 'api.example', subdomain: 'api' })!.route)).toBe(3);
      expect(routes.indexOf(matcher.match('GET', '/posts/1', { host: 'www.example', subdomain: 'www' })!.route)).toBe(4);
      expect(routes.indexOf(matcher.match('GET', '/posts/1')!.route)).toBe(0);
    });

    it('runs guards only for routes whose path matched, in priority order', () => {
      calls.length = 0;
      matcher.match('GET', '/posts/new', { host: 'b.example', subdomain: 'b' });
      expect(calls).toEqual(['first', 'static']);
      calls.length = 0;
      matcher.routesFor('/posts/new', { host: 'b.example', subdomain: 'b' });
      expect(calls).toEqual(['first', 'static']);
      calls.length = 0;
      expect(matcher.routesFor('/posts/new', { host: 'a.example', subdomain: 'a' }).map((r) => routes.indexOf(r))).toEqual([1, 2, 4]);
      expect(calls).toEqual(['first', 'static']);
    });

    it('asks the accept hook last, with the params', () => {
      const seen: string[] = [];
      const accept = (r: Route, params: Readonly<Record<string, string>>) => {
        seen.push(`${routes.indexOf(r)}:${params.id ?? '-'}`);
        return r !== routes[4];
      };
      const hooked = build(routes, { accept });
      expect(hooked.match('GET', '/posts/7', { host: 'x', subdomain: 'x' })).toBeNull();
      expect(seen).toEqual(['4:7']);
      expect(hooked.match('GET', '/other', {})?.route).toBe(routes[5]);
    });
  });

  describe('a guard that recognizes another path during a lookup', () => {
    // The fast engine keeps per-lookup state in reused objects; a guard re-entering the matcher must not
    // disturb the lookup that called it.
    const routes: Route[] = [];
    let matcher = build([]);
    const nested = (r: RequestContext) => matcher.match('GET', '/other/A/x', r) !== null && r.host === 'yes';
    routes.push(
      route('/posts/:id', { guards: [nested] }),
      route('/posts/:id', { guards: [(r) => matcher.routesFor('/x', r).length === 1] }),
      route('/other/:name/x'),
      route('/x'),
    );
    beforeEach(() => {
      matcher = build(routes);
    });

    it('finds the route the reference finds, with the right params', () => {
      expect(matcher.match('GET', '/posts/caf%C3%A9', { host: 'yes' })).toEqual({ route: routes[0], params: { id: 'café' } });
      expect(matcher.match('GET', '/posts/caf%C3%A9', { host: 'no' })).toEqual({ route: routes[1], params: { id: 'café' } });
      expect(matcher.routesFor('/posts/7', { host: 'no' })).toEqual([routes[1]]);
    });
  });

  describe('routesFor', () => {
    const routes = [route('/posts/:id', { verbs: ['GET'] }), route('/posts/new', { verbs: ['GET'] }), route('/posts/:id', { verbs: ['PUT', 'DELETE'] }), route('/posts(.:format)', { verbs: ['POST'] })];
    let matcher: Matcher;
    beforeEach(() => {
      matcher = build(routes);
    });
    it('lists every route the path matches, whatever its verbs, in priority order', () => {
      expect(matcher.routesFor('/posts/new').map((r) => routes.indexOf(r))).toEqual([0, 1, 2]);
      expect(matcher.routesFor('/posts.json').map((r) => routes.indexOf(r))).toEqual([3]);
      expect(matcher.routesFor('/nope')).toEqual([]);
    });
  });

  describe('through a RouteSet', () => {
    let set: RouteSet;
    let known: RouteSet;
    beforeEach(() => {
      set = new RouteSet({ matcher: factory }).draw((r) => {
        r.resources('posts', () => r.resources('comments', { only: ['index', 'show'] }));
        r.get('こんにちは', { to: 'pages#hello' });
        r.match(':controller(/:action(/:id))(.:format)');
      });
      known = new RouteSet({ matcher: factory, controllers: ['posts', 'admin/users'] }).draw((r) => r.match(':controller(/:action(/:id))(.:format)'));
    });

    it('recognizes resources, raw and encoded non-ASCII paths, and the catch-all', () => {
      expect(set.recognize('GET', '/posts/7/comments/3.json')).toEqual({ controller: 'comments', action: 'show', post_id: '7', id: '3', format: 'json' });
      expect(set.recognize('GET', '/こんにちは')).toEqual({ controller: 'pages', action: 'hello' });
      expect(set.recognize('GET', '/%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF')).toEqual({ controller: 'pages', action: 'hello' });
      expect(set.recognize('GET', '/admin/users/show/1')).toEqual({ controller: 'admin/users', action: 'show', id: '1' });
    });

    it('answers 405 with the verbs of the path', () => {
      const plain = new RouteSet({ matcher: factory }).draw((r) => r.resources('posts', () => r.resources('comments', { only: ['index', 'show'] })));
      expect(() => plain.recognize('POST', '/posts/7/comments/3')).toThrow(expect.objectContaining({ name: 'MethodNotAllowed', allowed: ['GET'] }));
      expect(plain.allowedVerbs('/posts/7')).toEqual(['GET', 'PUT', 'DELETE']);
      expect(() => plain.recognize('GET', '/nope')).toThrow(expect.objectContaining({ name: 'RoutingError' }));
    });

    it('only matches known controllers when the set lists them', () => {
      expect(known.recognize('GET', '/admin/users/show/1')).toEqual({ controller: 'admin/users', action: 'show', id: '1' });
      expect(known.match('GET', '/nobody/show/1')).toBeNull();
    });
  });
});
