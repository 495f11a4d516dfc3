import { afterEach, describe, expect, it, vi } from 'vitest';
import { regexpRuns } from '../support.js';
import { Route, type RouteInit } from '../../src/index.js';
import { createFastMatcher } from '../../src/match/engine/index.js';
import { createReferenceMatcher } from '../../src/match/reference.js';

/**
 * The fast engine's shortcuts that the differential test cannot see (a slower way gives the same answer),
 * counted rather than timed: regexp runs and request checks. Every engine is built inside its test.
 */

const route = (path: string, init: Partial<RouteInit> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });
const summary = (routes: readonly Route[], m: { route: Route; params: unknown } | null) => (m === null ? null : [routes.indexOf(m.route), m.params]);

describe('the fast engine, counted', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tries no route for a path with more slashes than any bounded route has', () => {
    const routes = [route('/a/b/c'), route('/a/:x/c'), route('/a/b/:y')];
    const fast = createFastMatcher(routes, {});
    expect(regexpRuns(() => expect(fast.match('GET', '/a/b/c/d')).toBeNull())).toBe(0);
    expect(regexpRuns(() => expect(fast.routesFor('/a/b/x/d/e')).toEqual([]))).toBe(0);
    expect(summary(routes, fast.match('GET', '/a/b/d'))).toEqual([2, { y: 'd' }]);
    expect(summary(routes, fast.match('GET', '/a/q/c'))).toEqual([1, { x: 'q' }]);
  });

  it('tries an unbounded route for paths from its own slash count on, and no bounded one of another count', () => {
    const routes = [route('/f/:a'), route('/f/*rest'), route('/f/:a/:b/:c')];
    const fast = createFastMatcher(routes, {});
    expect(regexpRuns(() => expect(summary(routes, fast.match('GET', '/f/x/y'))).toEqual([1, { rest: 'x/y' }]))).toBe(1);
    expect(summary(routes, fast.match('GET', '/f/x'))).toEqual([0, { a: 'x' }]);
    expect(summary(routes, fast.match('GET', '/f/x/y/z/w'))).toEqual([1, { rest: 'x/y/z/w' }]);
    expect(fast.match('GET', '/f')).toBeNull();
  });

  it('decodes a % that comes after the segments the trie knows', () => {
    const routes = [route('/files/*path'), route('/files/:a/:b/edit')];
    const fast = createFastMatcher(routes, {});
    expect(fast.match('GET', '/files/x/a%20b')?.params).toEqual({ path: 'x/a b' });
    expect(fast.match('GET', '/files/x/y/z%2Fw/q')?.params).toEqual({ path: 'x/y/z/w/q' });
    expect(summary(routes, fast.match('GET', '/files/x/y%20z/edit'))).toEqual([0, { path: 'x/y z/edit' }]);
    expect(fast.routesFor('/files/x/y%20z/edit')).toEqual(routes);
    const edit = createFastMatcher([routes[1]!], {});
    expect(edit.match('GET', '/files/x/y%20z/edit')?.params).toEqual({ a: 'x', b: 'y z' });
    expect(regexpRuns(() => expect(edit.match('GET', '/files/x/y/view')).toBeNull())).toBe(0);
  });

  it('never asks a route without conditions or guards to check the request', () => {
    const routes = [route('/p/:id', { verbs: ['GET'] }), route('/p/new'), route('/q', { conditions: { subdomain: 'api' } }), route('/q')];
    const fast = createFastMatcher(routes, {});
    const checks = vi.spyOn(Route.prototype, 'meetsConditions');
    const request = { subdomain: 'www' };
    expect(summary(routes, fast.match('GET', '/p/7', request))).toEqual([0, { id: '7' }]);
    expect(summary(routes, fast.match('GET', '/p/new', request))).toEqual([0, { id: 'new' }]);
    expect(fast.routesFor('/p/new', request)).toEqual([routes[0], routes[1]]);
    expect(fast.routesFor('/p/7', request)).toEqual([routes[0]]);
    expect(checks).not.toHaveBeenCalled();
    expect(summary(routes, fast.match('GET', '/q', request))).toEqual([3, {}]);
    expect(fast.routesFor('/q', request)).toEqual([routes[3]]);
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('answers each spelling of a route with optional text, from build time or the general way', () => {
    const routes = [route('/a(/b)'), route('/c(/d(/e))', { verbs: ['POST'] })];
    const fast = createFastMatcher(routes, {});
    for (const [verb, path, index] of [['GET', '/a', 0], ['POST', '/c', 1], ['GET', '/a/b', 0], ['POST', '/c/d', 1], ['POST', '/c/d/e', 1]] as const) {
      expect(fast.match(verb, path)?.route, path).toBe(routes[index]);
    }
    expect(fast.match('GET', '/c/d')).toBeNull();
    expect(fast.match('GET', '/a/c')).toBeNull();
  });

  it('shares one frozen answer for a path some route spells out, which no caller can change', () => {
    const routes = [route('/about'), route('/posts/:id')];
    const fast = createFastMatcher(routes, {});
    const first = fast.match('GET', '/about')!;
    expect(fast.match('POST', '/about')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.params)).toBe(true);
    expect(() => ((first.params as Record<string, string>).x = 'y')).toThrow(TypeError);
    expect(fast.match('GET', '/about')!.params).toEqual({});
    expect(Object.isFrozen(fast.match('GET', '/posts/1')!.params)).toBe(false);
  });

  it('files a route under a segment only where its static text ends the segment', () => {
    // `/posts(x)`: the text after `posts` may go on in the same segment, so `posts` is no key of the route.
    const routes = [route('/posts(x)'), route('/a(/b)(/c)'), route('/d(/:e)(/f)', { requirements: { e: /\d+/ } })];
    const fast = createFastMatcher(routes, {});
    const reference = createReferenceMatcher(routes, {});
    for (const path of ['/posts', '/postsx', '/a', '/a/b', '/a/c', '/a/b/c', '/a/c/b', '/d/1', '/d/f', '/d/1/f', '/d/x']) {
      expect(summary(routes, fast.match('GET', path)), path).toEqual(summary(routes, reference.match('GET', path)));
    }
    expect(summary(routes, fast.match('GET', '/postsx'))).toEqual([0, {}]);
    expect(summary(routes, fast.match('GET', '/a/c'))).toEqual([1, {}]);
    expect(summary(routes, fast.match('GET', '/a/b'))).toEqual([1, {}]);
  });

  it('gives the reference answers where a route with a :controller or an unbounded glob shares a node', () => {
    const routes = [
      route('/:controller/:action', { implicitRequirements: { controller: /.+?/ }, defaults: {} }),
      route('/x/*glob/end', { implicitRequirements: { glob: /.+?/ } }),
      route('/x/y'),
    ];
    const fast = createFastMatcher(routes, {});
    const reference = createReferenceMatcher(routes, {});
    for (const path of ['/x/y', '/x/a/b/end', '/x/y/end', '/admin/posts/show', '/x', '/x/y/z']) {
      expect(summary(routes, fast.match('GET', path)), path).toEqual(summary(routes, reference.match('GET', path)));
      expect(fast.routesFor(path), path).toEqual(reference.routesFor(path));
    }
  });
});
