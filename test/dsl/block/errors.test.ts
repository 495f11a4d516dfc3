import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet } from '../../../src/index.js';
import type { Mapper } from '../../../src/index.js';

const fails = (declare: (r: Mapper) => void) => () => new RouteSet().draw(declare);

describe('declaration errors (the spec\'s Errors table and bad input)', () => {
  it.each(['collection', 'member', 'new', 'nested'] as const)('%s outside a resource scope', (op) => {
    expect(fails((r) => r[op](() => undefined))).toThrow(ArgumentError);
    expect(fails((r) => r[op](() => undefined))).toThrow(`can't use ${op} outside resource(s) scope`);
  });

  it('an unknown :on', () => {
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    expect(fails((r) => r.resources('posts', () => r.get('x', { on: 'members' })))).toThrow(/Unknown scope "members" given to :on/);
  });

  it('a route without controller or action', () => {
    expect(fails((r) => r.match('account'))).toThrow(/missing :controller/);
    expect(fails((r) => r.match('x', { controller: 'pages' }))).not.toThrow();
    expect(fails((r) => r.match('x/:id', { to: 'pages#' }))).toThrow(/missing :action/);
  });

  it('a controller with a leading slash', () => {
    expect(fails((r) => r.get('feeds', { to: '/feeds#index' }))).toThrow(/controller name should not start with a slash/);
  });

  it('an anchored segment requirement', () => {
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    expect(fails((r) => r.match('page/:id', { to: 'p#s', id: /^\d+/ }))).toThrow(/Regexp anchor characters are not allowed/);
    expect(fails((r) => r.match('page/:id', { to: 'p#s', constraints: { host: /^docs$/ } }))).not.toThrow();
  });

  it('an invalid route name', () => {
    expect(fails((r) => r.get('x', { to: 'p#x', as: 'not valid' }))).toThrow(/Invalid route name: 'not valid'/);
  });

  it('a :controller segment inside a namespace', () => {
    expect(fails((r) => r.namespace('admin', () => r.match(':controller/:action')))).toThrow(/:controller segment is not allowed within a namespace/);
  });

  it('an unknown action in only / except, naming the resource', () => {
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    expect(fails((r) => r.resources('posts', { only: ['indx'] }))).toThrow(/resources "posts": :only names "indx"/);
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    expect(fails((r) => r.resource('profile', { except: 5 }))).toThrow(/:except must be an action name or a list/);
  });

  it('bad paths, names and verbs', () => {
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    expect(fails((r) => r.resources())).toThrow(/at least one resource name/);
    expect(fails((r) => r.match('posts(/:id', { to: 'p#s' }))).toThrow(/never closed/);
    // @ts-expect-error -- what plain JavaScript may pass (Rails-style extra keys or bad input); typed code cannot
    expect(fails((r) => r.match('x', { to: 'p#s', via: 'fetch me' }))).toThrow(/:via must be an HTTP verb or a list of them, got "fetch me"; \(known: get, post/);
    expect(fails((r) => r.root('pages#main' as never))).toThrow(/root takes an options object/);
    expect(fails((r) => r.scope('api', () => r.match({ as: 'x' })))).toThrow(/^match: expected a path string or a hash .*got \{"as":"x"\}$/);
  });
});

describe('a string where a segment constraint needs a RegExp', () => {
  it('raises ArgumentError naming it when the string holds regexp syntax (Rails 4+ matched it literally: a dead route)', () => {
    const attempt = fails((r) => r.get('x/:id', { to: 'x#y', constraints: { id: '\\d+' } }));
    expect(attempt).toThrow(ArgumentError);
    expect(attempt).toThrow('route "x/:id": constraint :id is the string "\\\\d+", but a segment constraint is a regular expression: write /\\d+/');
    expect(fails((r) => r.resources('posts', { constraints: { id: '[0-9]+' } }))).toThrow(/constraint :id is the string "\[0-9\]\+"/);
    expect(fails((r) => r.constraints({ id: '\\d+' }, () => r.get('x/:id', { to: 'x#y' })))).toThrow(/constraint :id is the string/);
  });

  it('keeps a plain string a literal match, and string request conditions', () => {
    const set = new RouteSet().draw((r) => {
      r.get(':version/x', { to: 'x#y', constraints: { version: 'v1.0' } });
      r.get('y', { to: 'y#z', constraints: { subdomain: 'api' } });
    });
    expect(set.recognize('GET', '/v1.0/x')).toEqual({ controller: 'x', action: 'y', version: 'v1.0' });
    expect(set.match('GET', '/v1x0/x')).toBeNull();
    expect(set.routes[1]!.conditions).toEqual({ subdomain: 'api' });
  });

  // Regression (bug: `r.patch()` reported "match: the hash form needs a path key").
  it.each(['get', 'post', 'put', 'patch', 'delete', 'options'] as const)('%s() without a path names %s and what was expected', (verb) => {
    const call = (r: Mapper) => (r[verb] as (...args: unknown[]) => Mapper)();
    expect(fails(call)).toThrow(ArgumentError);
    expect(fails(call)).toThrow(`${verb}: expected a path string or a hash such as { 'path': 'controller#action' }; got no arguments`);
    const optionsOnly = (r: Mapper) => (r[verb] as (...args: unknown[]) => Mapper)({ to: 'p#s' });
    expect(fails(optionsOnly)).toThrow(`${verb}: expected a path string or a hash such as { 'path': 'controller#action' }; got {"to":"p#s"}`);
  });

  it('an empty path inside a scope is still a route', () => {
    const set = new RouteSet().draw((r) => r.scope('admin', () => r.get('', { to: 'p#s' })));
    expect(set.routes.map((route) => route.path)).toEqual(['/admin(.:format)']);
  });
});
