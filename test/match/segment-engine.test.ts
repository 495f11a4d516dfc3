import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regexpRuns } from '../support.js';
import { normalizePath, Route, RouteSet, type RouteInit } from '../../src/index.js';
import type { Matcher, MatcherOptions } from '../../src/match/matcher.js';
import { createSegmentMatcher } from '../../src/match/segments/index.js';
import { createReferenceMatcher } from '../../src/match/reference.js';
import { shapeOf } from '../../src/match/segments/shape.js';
import { canGenerateCode, disableCodegenForTesting, templateOf } from '../../src/match/segments/templates.js';

/**
 * The segment engine's own ways, which the differential test cannot see because a slower way gives the same
 * answers: `find` answers plain paths itself (params finished by the route set's hook), plain routes are
 * matched with no regexp, the finish hook is read once as a template, and a later draw extends what was built.
 */

const route = (path: string, init: Partial<RouteInit> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });

/** A finish hook like the route set's: fixed params, then the path params. */
const finish: MatcherOptions['finish'] = (r, params) => ({ controller: String(r.controller), action: String(r.action), ...params });


const summary = (m: { route: Route; params: unknown } | null | undefined, routes: readonly Route[]) =>
  m === undefined ? 'general way' : m === null ? null : [routes.indexOf(m.route), m.params];

/**
 * A segment engine over `routes` with the route set's kind of finish hook, made afresh for each test of the
 * describe block that calls this (it builds on first use: what it builds is then tied to the tests relying on
 * it), and `find` on it, summarised.
 */
function freshEngine(routes: readonly Route[]): { readonly matcher: Matcher; find(verb: string, path: string): unknown } {
  let matcher: Matcher | null = null;
  beforeEach(() => {
    matcher = createSegmentMatcher(routes, { finish });
  });
  return {
    get matcher() {
      return matcher!;
    },
    find: (verb, path) => summary(matcher!.find!(verb, path), routes),
  };
}

describe('find: the route set fast path', () => {
  const routes = [
    route('/posts(.:format)', { verbs: ['GET'] }),
    route('/posts/new(.:format)', { verbs: ['GET'] }),
    route('/posts/:id(.:format)', { verbs: ['GET'] }),
    route('/posts/:id(.:format)', { verbs: ['PATCH', 'PUT'] }),
    route('/files/:id', { verbs: ['GET'], requirements: { id: /\d+\.\d+/ } }),
    route('/', { verbs: ['GET'] }),
    route('/glob/*rest', { verbs: ['GET'] }),
  ];
  const engine = freshEngine(routes);
  const { find } = engine;

  it('answers plain paths itself, with the finished params', () => {
    expect(find('GET', '/posts')).toEqual([0, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/posts.json')).toEqual([0, { controller: 'c', action: 'a', format: 'json' }]);
    expect(find('GET', '/posts/new')).toEqual([1, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/posts/7')).toEqual([2, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('GET', '/posts/7.xml')).toEqual([2, { controller: 'c', action: 'a', id: '7', format: 'xml' }]);
    expect(find('PUT', '/posts/7')).toEqual([3, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('GET', '/')).toEqual([5, { controller: 'c', action: 'a' }]);
    expect(find('DELETE', '/posts/7')).toBeNull();
    expect(find('GET', '/nothing/here')).toBeNull();
  });

  it('reads the verb as the route set does: any case, none as GET', () => {
    expect(find('put', '/posts/7')).toEqual([3, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('patch', '/posts/7.json')).toEqual([3, { controller: 'c', action: 'a', id: '7', format: 'json' }]);
    expect(find('', '/posts/7')).toEqual([2, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('purge', '/posts/7')).toBeNull();
  });

  it('answers a route that is not plain (a requirement that may take a dot) through its own engine, params finished', () => {
    expect(find('GET', '/files/1.2')).toEqual([4, { controller: 'c', action: 'a', id: '1.2' }]);
    expect(find('GET', '/files/12')).toBeNull();
    expect(find('GET', '/files/x')).toBeNull();
  });

  it('leaves paths that are not plain to the general way', () => {
    for (const path of ['', 'posts', '//', '//posts', '/posts//7', '/posts//', '/posts/a%2fb', '/posts/a%zz', '/posts/a%2', '/posts/a b', '/posts/ü', '/posts/ü?x', `/${'a/'.repeat(70)}b`]) {
      expect(find('GET', path), path).toBe('general way');
    }
  });

  it('answers a request path with a trailing slash, a query or a fragment as the path without it', () => {
    expect(find('GET', '/posts/')).toEqual([0, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/posts/7/')).toEqual([2, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('GET', '/posts/7.json/')).toEqual([2, { controller: 'c', action: 'a', id: '7', format: 'json' }]);
    expect(find('GET', '/posts/7.json?page=2&x=a.b/c')).toEqual([2, { controller: 'c', action: 'a', id: '7', format: 'json' }]);
    expect(find('GET', '/posts/7/?x=1')).toEqual([2, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('GET', '/posts/7#top')).toEqual([2, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('GET', '/posts/#top')).toEqual([0, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/posts?')).toEqual([0, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/?x=1')).toEqual([5, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/posts/new/?x')).toEqual([1, { controller: 'c', action: 'a' }]);
    expect(find('DELETE', '/posts/7/')).toBeNull();
    // A route of the other engine is asked with the path read, too, and the verb as the route set reads it.
    expect(find('GET', '/files/1.2/?x=3')).toEqual([4, { controller: 'c', action: 'a', id: '1.2' }]);
    expect(find('', '/glob/a/b?x')).toEqual([6, { controller: 'c', action: 'a', rest: 'a/b' }]);
    expect(find('get', '/glob/a/b/')).toEqual([6, { controller: 'c', action: 'a', rest: 'a/b' }]);
  });

  it('decodes the param values of a path with percent escapes (written as normalizePath writes them)', () => {
    expect(find('GET', '/posts/a%20b')).toEqual([2, { controller: 'c', action: 'a', id: 'a b' }]);
    expect(find('GET', '/posts/caf%C3%A9.j%73on')).toEqual([2, { controller: 'c', action: 'a', id: 'café', format: 'json' }]);
    // An escaped `/` or `.` is neither a separator nor a format's dot.
    expect(find('GET', '/posts/a%2Fb%2Ejson')).toEqual([2, { controller: 'c', action: 'a', id: 'a/b.json' }]);
    // Fixed text is never escaped in a plain route: an escaped segment is a param's.
    expect(find('GET', '/posts/ne%77')).toEqual([2, { controller: 'c', action: 'a', id: 'new' }]);
    expect(summary(engine.matcher.match('GET', '/posts/a%20b.json'), routes)).toEqual([2, { id: 'a b', format: 'json' }]);
    // Then the same path without escapes is built without decoding again.
    expect(find('GET', '/posts/a.json')).toEqual([2, { controller: 'c', action: 'a', id: 'a', format: 'json' }]);
  });

  it('throws the pattern\'s MalformedPath for an escape that is no UTF-8, naming the first such param', () => {
    const error = (path: string) => {
      try {
        engine.matcher.find!('GET', path);
      } catch (e) {
        return `${(e as Error).name}: ${(e as Error).message}`;
      }
      return 'no error';
    };
    expect(error('/posts/%FF')).toBe('MalformedPath: Malformed percent-encoding in "/posts/%FF" (param :id)');
    expect(error('/posts/%FF.%FE')).toBe('MalformedPath: Malformed percent-encoding in "/posts/%FF.%FE" (param :id)');
    expect(error('/posts/7.%FE?x')).toBe('MalformedPath: Malformed percent-encoding in "/posts/7.%FE" (param :format)');
    const nested = [route('/u/:user_id/p/:id(.:format)', { verbs: ['GET'] })];
    const both = createSegmentMatcher(nested, { finish });
    expect(() => both.find!('GET', '/u/7/p/%FF')).toThrow('Malformed percent-encoding in "/u/7/p/%FF" (param :id)');
    expect(() => both.find!('GET', '/u/%FF/p/%FF')).toThrow('(param :user_id)');
    expect(() => both.find!('GET', '/u/7/p/8.%FF')).toThrow('(param :format)');
    const reference = createReferenceMatcher(routes);
    for (const path of ['/posts/%FF', '/posts/%FF.%FE', '/posts/7.%FE']) {
      let want = 'no error';
      try {
        reference.match('GET', path);
      } catch (e) {
        want = `${(e as Error).name}: ${(e as Error).message}`;
      }
      expect(error(path), path).toBe(want);
    }
  });

  it('reads a trailing slash, a query or a fragment literally in a normalized path (match, routesFor)', () => {
    for (const path of ['/posts/', '/posts?x', '/posts#x', '/posts/7/']) {
      expect(summary(engine.matcher.match('GET', path), routes), path).toBeNull();
      expect(engine.matcher.routesFor(path), path).toEqual([]);
    }
  });

  it('match gives path params only, as the other engines do', () => {
    expect(summary(engine.matcher.match('GET', '/posts/7.json'), routes)).toEqual([2, { id: '7', format: 'json' }]);
    expect(summary(engine.matcher.match('GET', '/posts/new'), routes)).toEqual([1, {}]);
    expect(summary(engine.matcher.match('get', '/posts/7'), routes)).toBeNull();
  });
});

describe('routes whose requirements match within a segment', () => {
  const routes = [
    route('/items/new', { verbs: ['GET'] }),
    route('/items/:id(.:format)', { verbs: ['GET'], requirements: { id: /\d+/ } }),
    route('/items/:slug(.:format)', { verbs: ['GET'] }),
    route('/items/:id', { verbs: ['DELETE'], requirements: { id: /\d+/ } }),
    route('/:locale/items/:code', { verbs: ['GET'], requirements: { locale: /en|fr/, code: /[A-Z]{2}\d/i } }),
    route('/:locale/items/:code', { verbs: ['GET'] }),
  ];
  const engine = freshEngine(routes);
  const { find } = engine;

  it('take a segment that meets the requirement, and leave the others to later routes', () => {
    expect(find('GET', '/items/12')).toEqual([1, { controller: 'c', action: 'a', id: '12' }]);
    expect(find('GET', '/items/12.json')).toEqual([1, { controller: 'c', action: 'a', id: '12', format: 'json' }]);
    expect(find('GET', '/items/new')).toEqual([0, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/items/abc')).toEqual([2, { controller: 'c', action: 'a', slug: 'abc' }]);
    expect(find('GET', '/items/12a.json')).toEqual([2, { controller: 'c', action: 'a', slug: '12a', format: 'json' }]);
    expect(find('DELETE', '/items/12')).toEqual([3, { controller: 'c', action: 'a', id: '12' }]);
    expect(find('DELETE', '/items/abc')).toBeNull();
    expect(find('DELETE', '/items/12.json')).toBeNull();
  });

  it('test every param that has a requirement, the first segment too', () => {
    expect(find('GET', '/fr/items/ab1')).toEqual([4, { controller: 'c', action: 'a', locale: 'fr', code: 'ab1' }]);
    expect(find('GET', '/de/items/ab1')).toEqual([5, { controller: 'c', action: 'a', locale: 'de', code: 'ab1' }]);
    expect(find('GET', '/en/items/abc')).toEqual([5, { controller: 'c', action: 'a', locale: 'en', code: 'abc' }]);
    expect(find('GET', '/enx/items/ab1')).toEqual([5, { controller: 'c', action: 'a', locale: 'enx', code: 'ab1' }]);
  });

  it('list for a 405 only the routes whose requirements the path meets', () => {
    expect(engine.matcher.routesFor('/items/12')).toEqual([routes[1], routes[2], routes[3]]);
    expect(engine.matcher.routesFor('/items/abc')).toEqual([routes[2]]);
    expect(engine.matcher.routesFor('/items/12.json')).toEqual([routes[1], routes[2]]);
    expect(engine.matcher.routesFor('/de/items/ab1')).toEqual([routes[5]]);
  });

  it('give the reference engine\'s answers through a route set', () => {
    const draw = (r: Parameters<Parameters<RouteSet['draw']>[0]>[0]) => {
      r.resources('posts', { constraints: { id: /\d+/ } }, () => r.resources('comments', { constraints: { id: /[a-z]+-\d+/ } }));
      r.get('posts/:slug', { to: 'posts#by_slug' });
    };
    const ours = new RouteSet().draw(draw);
    const reference = new RouteSet({ matcher: createReferenceMatcher }).draw(draw);
    for (const [verb, path] of [
      ['GET', '/posts/12'], ['GET', '/posts/hello'], ['PUT', '/posts/12.json'], ['PUT', '/posts/hello'], ['DELETE', '/posts/1/comments/ab-2'],
      ['GET', '/posts/1/comments/ab2'], ['GET', '/posts/x/comments/ab-2'], ['GET', '/posts/12/edit'], ['GET', '/posts/hello/edit'],
    ] as const) {
      const answer = (set: RouteSet) => { try { return set.recognize(verb, path); } catch (e) { return `${(e as Error).name}: ${(e as Error).message}`; } };
      expect(answer(ours), `${verb} ${path}`).toEqual(answer(reference));
    }
  });
});

describe('routes with optional groups of whole segments, one way of taking the groups at a time', () => {
  const routes = [
    route('/a(/:x)/b(/:y)', { verbs: ['GET'] }),
    route('/c(/d)(/:y)', { verbs: ['GET'] }),
    route('(/:locale)/posts/:id(.:format)', { verbs: ['GET', 'PUT'], requirements: { locale: /en|fr/ } }),
    route('/archive(/:year(/:month))', { verbs: ['GET'] }),
    route('(/:locale)/files/:name', { verbs: ['GET'], requirements: { name: /[^/]+/ } }),
    route('/(:locale)(.:format)', { verbs: ['GET'] }),
    route('/posts/:id', { verbs: ['DELETE'] }),
    // Sixteen ways: more than the fractional indexes between two routes hold (the fast engine takes it).
    route('/m(/:a)(/:b)(/:c)(/:d)', { verbs: ['GET'], requirements: { a: /\d/ } }),
    route('/m/:z', { verbs: ['GET'] }),
    // A group whose own groups give too many ways.
    route('/n(/:a(/:b)(/:c)(/:d)(/:e))', { verbs: ['GET'] }),
  ];
  const reference = createReferenceMatcher(routes);
  const engine = freshEngine(routes);
  const { find } = engine;

  // First: the ways of a pattern are read once (memoized by pattern), in whichever test builds the engine first.
  it('give the reference engine\'s answers, a route none of whose ways is plain included', () => {
    for (const path of ['/a/b/b', '/a/b', '/a/1/b/2', '/c/d', '/c/d/d', '/c', '/en/posts/1', '/posts/1.xml', '/', '/en', '/en.json', '/.json', '/fr/files/x.y', '/archive', '/archive/1/2', '/archive/1/2/3', '/m/x', '/m/1/x', '/n/1/2', '/n']) {
      for (const verb of ['GET', 'PUT', 'DELETE']) {
        expect(summary(engine.matcher.match(verb, path), routes), `${verb} ${path}`).toEqual(summary(reference.match(verb, path), routes));
      }
      expect(engine.matcher.routesFor(path), path).toEqual(reference.routesFor(path));
    }
  });

  it('take the way the regexp takes where two ways span the same segments: a group in before out, the leftmost first', () => {
    expect(find('GET', '/a/b/b')).toEqual([0, { controller: 'c', action: 'a', x: 'b' }]);
    expect(find('GET', '/a/1/b/2')).toEqual([0, { controller: 'c', action: 'a', x: '1', y: '2' }]);
    expect(find('GET', '/a/b')).toEqual([0, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/c/d')).toEqual([1, { controller: 'c', action: 'a' }]);
    expect(find('GET', '/c/e')).toEqual([1, { controller: 'c', action: 'a', y: 'e' }]);
    expect(find('GET', '/c/d/d')).toEqual([1, { controller: 'c', action: 'a', y: 'd' }]);
    expect(find('GET', '/archive/2024')).toEqual([3, { controller: 'c', action: 'a', year: '2024' }]);
    expect(find('GET', '/archive/2024/05.json')).toBeNull();
  });

  it('test the requirements of a group\'s params, and keep declaration order with the routes after', () => {
    expect(find('GET', '/fr/posts/7.json')).toEqual([2, { controller: 'c', action: 'a', locale: 'fr', id: '7', format: 'json' }]);
    expect(find('PUT', '/posts/7')).toEqual([2, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('GET', '/de/posts/7')).toBeNull();
    expect(find('DELETE', '/posts/7')).toEqual([6, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('GET', '/en/files/a.b')).toEqual([4, { controller: 'c', action: 'a', locale: 'en', name: 'a.b' }]);
    expect(find('GET', '/files/a.b')).toEqual([4, { controller: 'c', action: 'a', name: 'a.b' }]);
  });

  it('take the root with a format (a group out), and leave `/.json` to the general way beside a route to verify', () => {
    const roots = [route('/(:locale)(.:format)', { verbs: ['GET'], requirements: { locale: /en|fr/ } }), route('/', { verbs: ['PUT'] })];
    const rooted = createSegmentMatcher(roots, { finish });
    const findRoot = (verb: string, path: string) => summary(rooted.find!(verb, path), roots);
    expect(findRoot('GET', '/.json')).toEqual([0, { controller: 'c', action: 'a', format: 'json' }]);
    expect(findRoot('GET', '/en.json')).toEqual([0, { controller: 'c', action: 'a', locale: 'en', format: 'json' }]);
    expect(findRoot('GET', '/')).toEqual([0, { controller: 'c', action: 'a' }]);
    expect(findRoot('PUT', '/')).toEqual([1, { controller: 'c', action: 'a' }]);
    expect(findRoot('PUT', '/.json')).toBeNull();
    expect(findRoot('GET', '/.')).toBeNull();
    expect(findRoot('GET', '/..json')).toBeNull();
    expect(rooted.routesFor('/.json')).toEqual([roots[0]]);
    // In a table with a route to verify, `/.json` goes the general way.
    expect(find('GET', '/.json')).toBe('general way');
    const slug = [route('/', { verbs: ['GET'] }), route('/:name', { verbs: ['GET'], requirements: { name: /[^/]+/ } })];
    const verifying = createSegmentMatcher(slug, { finish });
    expect(summary(verifying.find!('GET', '/.json'), slug)).toBe('general way');
    expect(summary(verifying.match('GET', '/.json'), slug)).toEqual([1, { name: '.json' }]);
    const plainRoot = createSegmentMatcher([slug[0]!], { finish });
    expect(summary(plainRoot.find!('GET', '/.json'), slug)).toBeNull();
  });

  it('list a route once for a 405 though two of its ways take the path', () => {
    expect(engine.matcher.routesFor('/a/b/b')).toEqual([routes[0]]);
    expect(engine.matcher.routesFor('/posts/7')).toEqual([routes[2], routes[6]]);
  });

});

describe('routes whose requirement may match a dot, placed by their segments and verified by their regexp', () => {
  const draw = (r: Parameters<Parameters<RouteSet['draw']>[0]>[0]) => {
    r.resources('users', { constraints: { id: /[^/]+/ } }, () => r.resources('posts', { constraints: { id: /[^/]+?/ } }));
    r.get('tags/:name', { to: 'tags#show', constraints: { name: /[a-z.]+/ } });
    r.get('tags/:code', { to: 'tags#code' });
    r.get('files/:a/:b', { to: 'files#pair', constraints: { a: /[a-z]+\.txt/, b: /[^/]+/ } });
    r.get('files/:a/:b', { to: 'files#other' });
  };
  const PATHS: readonly (readonly [string, string])[] = [
    ['GET', '/users/john.doe'], ['GET', '/users/john.doe.json'], ['GET', '/users/john'], ['GET', '/users/john.json'],
    ['GET', '/users/new'], ['GET', '/users/new.json'], ['PUT', '/users/a.b'], ['GET', '/users/a.b/edit'],
    ['GET', '/users/a.b/posts/x.y.json'], ['GET', '/users/a/posts/x.y'], ['GET', '/users/a/posts/x'], ['DELETE', '/users/a/posts/x.y.z'],
    ['GET', '/users/.json'], ['GET', '/users/a.'], ['GET', '/tags/a.b'], ['GET', '/tags/A.b'], ['GET', '/tags/ab'], ['GET', '/tags/ab.json'],
    ['GET', '/files/x.txt/y.z'], ['GET', '/files/x.doc/y'], ['GET', '/files/x/y'], ['POST', '/users/john.doe'], ['PATCH', '/users/a.b/posts'],
  ];
  const answer = (set: RouteSet, verb: string, path: string) => {
    try {
      return set.recognize(verb, path);
    } catch (e) {
      return `${(e as Error).name}: ${(e as Error).message}`;
    }
  };

  it('give the reference engine\'s answers, asked twice (remembered static paths included) and in any order', () => {
    const ours = new RouteSet().draw(draw);
    const reference = new RouteSet({ matcher: createReferenceMatcher }).draw(draw);
    for (const round of [PATHS, PATHS, [...PATHS].reverse()]) {
      for (const [verb, path] of round) expect(answer(ours, verb, path), `${verb} ${path}`).toEqual(answer(reference, verb, path));
    }
    expect(answer(ours, 'GET', '/users/john.doe')).toEqual({ controller: 'users', action: 'show', id: 'john.doe' });
    expect(answer(ours, 'GET', '/users/a/posts/x.y')).toEqual({ controller: 'posts', action: 'show', user_id: 'a', id: 'x', format: 'y' });
  });

  it('keep the params of the route answered when a fork verified another one after it', () => {
    // At `new` the fork searches the fixed subtree first (route 0), finds route 2, then the param subtree
    // (route 1 is lower than 2), which verifies route 3: route 2 is the answer, with its own params.
    const slug = { requirements: { a: /[^/]+/, b: /[^/]+/ } };
    const routes = [route('/t/new/zzz'), route('/t/:a/yyy'), route('/t/new/:b', slug), route('/t/:a/x', slug)];
    const matcher = createSegmentMatcher(routes, { finish });
    const find = (path: string) => summary(matcher.find!('GET', path), routes);
    expect(find('/t/new/x')).toEqual([2, { controller: 'c', action: 'a', b: 'x' }]);
    expect(find('/t/old/x')).toEqual([3, { controller: 'c', action: 'a', a: 'old' }]);
    expect(find('/t/new/x')).toEqual([2, { controller: 'c', action: 'a', b: 'x' }]);
    expect(matcher.routesFor('/t/new/x')).toEqual([routes[2], routes[3]]);
  });

  it('read a remembered static path\'s params for that path, after another path took the same route', () => {
    // `/p/new` is a static spelling (the GET route's): its answer for PUT is remembered, the route to verify.
    const routes = [route('/p/new', { verbs: ['GET'] }), route('/p/:id', { verbs: ['PUT'], requirements: { id: /[^/]+/ } })];
    const matcher = createSegmentMatcher(routes, { finish });
    const params = (path: string) => matcher.find!('PUT', path)?.params;
    for (const path of ['/p/new', '/p/new', '/p/a.b', '/p/new', '/p/b', '/p/new']) {
      expect(params(path), path).toEqual({ controller: 'c', action: 'a', id: path.slice(3) });
    }
  });

  it('send a path with a dot before its last segment the general way', () => {
    const routes = [route('/u/:id/edit', { requirements: { id: /[^/]+/ } })];
    const matcher = createSegmentMatcher(routes, { finish });
    expect(matcher.find!('GET', '/u/a.b/edit')).toBeUndefined();
    expect(summary(matcher.match('GET', '/u/a.b/edit'), routes)).toEqual([0, { id: 'a.b' }]);
    expect(matcher.routesFor('/u/a.b/edit')).toEqual(routes);
    // Without a route to verify, such a path is the trie's to answer (no route takes it).
    const plain = [route('/u/:id/edit')];
    expect(createSegmentMatcher(plain, { finish }).find!('GET', '/u/a.b/edit')).toBeNull();
  });
});

describe('plain routes and the others, by declaration order', () => {
  const routes = [
    route('/files/*path', { verbs: ['GET'] }),
    route('/files/:id(.:format)', { verbs: ['GET'] }),
    route('/pages/:id(.:format)', { verbs: ['GET'] }),
    route('/*path', { verbs: ['GET'] }),
  ];
  const engine = freshEngine(routes);
  const { find } = engine;

  it('give a route of the other engine declared first, and a plain one declared before every other', () => {
    expect(find('GET', '/files/x')).toEqual([0, { controller: 'c', action: 'a', path: 'x' }]);
    expect(find('GET', '/pages/7')).toEqual([2, { controller: 'c', action: 'a', id: '7' }]);
    expect(find('GET', '/pages/7.json')).toEqual([2, { controller: 'c', action: 'a', id: '7', format: 'json' }]);
    expect(find('GET', '/elsewhere')).toEqual([3, { controller: 'c', action: 'a', path: 'elsewhere' }]);
  });

  it('do not ask the other engine when a plain route found comes before all of its routes', () => {
    const late = [routes[2]!, routes[3]!];
    const m = createSegmentMatcher(late, { finish });
    m.find!('GET', '/pages/7'); // built on first use
    m.find!('GET', '/elsewhere');
    let found: unknown;
    const runs = regexpRuns(() => (found = m.find!('GET', '/pages/7')?.params));
    expect(found).toEqual({ controller: 'c', action: 'a', id: '7' });
    expect(runs).toBe(0);
    expect(regexpRuns(() => m.find!('GET', '/elsewhere'))).toBeGreaterThan(0);
  });
});

describe('plain routes are matched without a regexp', () => {
  const declare = (r: Parameters<Parameters<RouteSet['draw']>[0]>[0]) => {
    r.resources('posts', () => r.resources('comments'));
    r.resources('users');
  };
  let set: RouteSet;
  beforeEach(() => {
    set = new RouteSet().draw(declare);
  });

  it('finds resource paths with no RegExp run', () => {
    // The engine and each route's params template are built on first use: a first round, then the counted one.
    const found: unknown[] = [];
    const lookups = () =>
      found.push(set.find('GET', '/posts/1/comments/2')?.params, set.find('GET', '/users/new')?.params, set.find('PUT', '/users/3.json')?.params, set.find('GET', '/users/3/nope'));
    lookups();
    found.length = 0;
    const runs = regexpRuns(lookups);
    expect(found).toEqual([
      { controller: 'comments', action: 'show', post_id: '1', id: '2' },
      { controller: 'users', action: 'new' },
      { controller: 'users', action: 'update', id: '3', format: 'json' },
      null,
    ]);
    expect(runs).toBe(0);
  });

  it('finds routes in an optional scope, and request spellings the scan drops or decodes, with no RegExp run but the requirements\' own', () => {
    const scoped = new RouteSet().draw((r) =>
      r.scope('(:locale)', { constraints: { locale: /en|fr/ } }, () => {
        r.root({ to: 'pages#home' });
        r.resources('posts');
        r.get('archive(/:year(/:month))', { to: 'archive#show' });
      }),
    );
    const found: unknown[] = [];
    const lookups = () =>
      found.push(
        scoped.find('GET', '/fr/posts/1.json?x=1')?.params,
        scoped.find('GET', '/posts/1/')?.params,
        scoped.find('GET', '/en')?.params,
        scoped.find('get', '/.json')?.params,
        scoped.find('GET', '/archive/2024/5')?.params,
        scoped.find('GET', '/posts/caf%C3%A9#top')?.params,
      );
    lookups();
    found.length = 0;
    const runs = regexpRuns(lookups);
    expect(found).toEqual([
      { controller: 'posts', action: 'show', locale: 'fr', id: '1', format: 'json' },
      { controller: 'posts', action: 'show', id: '1' },
      { controller: 'pages', action: 'home', locale: 'en' },
      { controller: 'pages', action: 'home', format: 'json' },
      { controller: 'archive', action: 'show', year: '2024', month: '5' },
      { controller: 'posts', action: 'show', id: 'café' },
    ]);
    // Only the two locales are tested, each by its requirement's regexp (`en|fr` is no class of characters).
    expect(runs).toBe(2);
  });

  it('matches and lists plain routes with no RegExp run, through the engine itself', () => {
    const routes = [route('/posts/:id(.:format)', { verbs: ['GET'] }), route('/posts/:id(.:format)', { verbs: ['DELETE'] }), route('/posts/new')];
    const matcher = createSegmentMatcher(routes, {});
    matcher.match('GET', '/posts/1'); // built on first use
    matcher.match('GET', '/posts/1.json');
    let found: unknown;
    let listed: unknown;
    const runs = regexpRuns(() => {
      found = matcher.match('GET', '/posts/1.json');
      listed = matcher.routesFor('/posts/new');
    });
    expect(found).toEqual({ route: routes[0], params: { id: '1', format: 'json' } });
    expect(listed).toEqual(routes);
    expect(runs).toBe(0);
  });
});

describe('the params template', () => {
  afterEach(() => disableCodegenForTesting(null));
  const routes = [route('/posts/:id(.:format)'), route('/tags/:a/:b')];

  it('runs a finish hook that changes values on every request', () => {
    let calls = 0;
    const shout: MatcherOptions['finish'] = (_r, params) => {
      calls++;
      return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, `${v}!`]));
    };
    for (const disabled of [false, true]) {
      disableCodegenForTesting(disabled);
      const matcher = createSegmentMatcher(routes, { finish: shout });
      calls = 0;
      expect(matcher.find!('GET', '/posts/abc')?.params).toEqual({ id: 'abc!' });
      expect(matcher.find!('GET', '/posts/xyz.json')?.params).toEqual({ id: 'xyz!', format: 'json!' });
      expect(matcher.find!('GET', '/tags/p/q')?.params).toEqual({ a: 'p!', b: 'q!' });
      expect(matcher.find!('GET', '/posts/def')?.params).toEqual({ id: 'def!' });
      expect(calls).toBeGreaterThanOrEqual(4);
    }
  });

  it('reads a finish hook that only places values once per route and kind of path, not per request', () => {
    let calls = 0;
    const counted: MatcherOptions['finish'] = (r, params) => (calls++, finish!(r, params));
    for (const disabled of [false, true]) {
      disableCodegenForTesting(disabled);
      const matcher = createSegmentMatcher(routes, { finish: counted });
      calls = 0;
      for (const id of ['1', '2', '3']) {
        expect(matcher.find!('GET', `/posts/${id}.json`)?.params).toEqual({ controller: 'c', action: 'a', id, format: 'json' });
        expect(matcher.find!('GET', `/posts/${id}`)?.params).toEqual({ controller: 'c', action: 'a', id });
        expect(matcher.find!('GET', `/tags/${id}/x`)?.params).toEqual({ controller: 'c', action: 'a', a: id, b: 'x' });
      }
      expect(calls).toBe(3);
    }
  });

  it('runs a finish hook that adds values other than text on every request', () => {
    const numbered: MatcherOptions['finish'] = (_r, params) => ({ ...params, n: 1 }) as unknown as Record<string, string>;
    const matcher = createSegmentMatcher(routes, { finish: numbered });
    expect(matcher.find!('GET', '/posts/abc')?.params).toEqual({ id: 'abc', n: 1 });
    expect(matcher.find!('GET', '/posts/abc.xml')?.params).toEqual({ id: 'abc', format: 'xml', n: 1 });
  });

  it('keeps fixed values, segment values and the format apart, with and without code generation', () => {
    const tagged: MatcherOptions['finish'] = (_r, params) => ({ kind: 'post', ...params, extra: '1' });
    for (const disabled of [false, true]) {
      disableCodegenForTesting(disabled);
      const matcher = createSegmentMatcher(routes, { finish: tagged });
      expect(matcher.find!('GET', '/posts/abc.json')?.params).toEqual({ kind: 'post', id: 'abc', format: 'json', extra: '1' });
      expect(matcher.find!('GET', '/posts/abc')?.params).toEqual({ kind: 'post', id: 'abc', extra: '1' });
      expect(matcher.find!('GET', '/tags/p/q')?.params).toEqual({ kind: 'post', a: 'p', b: 'q', extra: '1' });
      expect(matcher.match('GET', '/tags/p/q')?.params).toEqual({ a: 'p', b: 'q' });
    }
  });

  it('writes a template as code where it may, as a loop where it may not (told or detected)', () => {
    const posts = routes[0]!;
    const shape = shapeOf(posts)!;
    const scanned = ['/posts/7.json', Int32Array.of(1, 7), Int32Array.of(6, 8), 'json'] as const;
    const want = { controller: 'c', action: 'a', id: '7', format: 'json' };
    expect(canGenerateCode()).toBe(true);
    const generated = templateOf(posts, shape, finish!, true);
    expect(String(generated.build)).toContain('return { "controller": v[0], "action": v[1], "id": p.slice(s[1], e[1]), "format": f }');
    expect(generated.values).toEqual(['c', 'a']);
    expect(generated.build(...scanned, generated.values)).toEqual(want);
    disableCodegenForTesting(true);
    expect(canGenerateCode()).toBe(false);
    const looped = templateOf(posts, shape, finish!, true);
    expect(String(looped.build)).toContain('for (const part of parts)');
    expect(looped.build(...scanned, looped.values)).toEqual(want);
    disableCodegenForTesting(false);
    expect(canGenerateCode()).toBe(true);
    disableCodegenForTesting(null);
    expect(canGenerateCode()).toBe(true);
  });

  it('detects where code generation from strings is disallowed, and builds params without it', () => {
    // The module's own copy, not a fresh import: a library loaded again inside a test would credit every
    // load-time mutant to this test in mutation runs. `disableCodegenForTesting(null)` makes it detect again.
    vi.stubGlobal('Function', function () {
      throw new EvalError('Code generation from strings disallowed for this context');
    });
    try {
      disableCodegenForTesting(null);
      expect(canGenerateCode()).toBe(false);
      // Told it may, it believes so; told to detect again, it finds it may not.
      disableCodegenForTesting(false);
      expect(canGenerateCode()).toBe(true);
      disableCodegenForTesting(null);
      expect(canGenerateCode()).toBe(false);
      const matcher = createSegmentMatcher(routes, { finish });
      expect(matcher.find!('GET', '/posts/abc.json')?.params).toEqual({ controller: 'c', action: 'a', id: 'abc', format: 'json' });
      expect(matcher.find!('GET', '/tags/p/q')?.params).toEqual({ controller: 'c', action: 'a', a: 'p', b: 'q' });
    } finally {
      vi.unstubAllGlobals();
      disableCodegenForTesting(null);
    }
    expect(canGenerateCode()).toBe(true);
  });

  it('is not fooled by a finish hook that writes __proto__', () => {
    const sneaky: MatcherOptions['finish'] = (_r, params) => {
      const out: Record<string, string> = { ...params };
      Object.defineProperty(out, '__proto__', { value: 'x', enumerable: true });
      return out;
    };
    const matcher = createSegmentMatcher(routes, { finish: sneaky });
    const found = matcher.find!('GET', '/posts/abc')!;
    expect(Object.getPrototypeOf(found.params)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(found.params, '__proto__')?.value).toBe('x');
    expect(found.params.id).toBe('abc');
  });
});

describe('plain and other routes together', () => {
  // A requirement that may match a dot keeps a route in the other engine.
  const routes = [
    route('/a/:id', { requirements: { id: /\d[\d.]*/ } }),
    route('/a/:id'),
    route('/b/:id'),
    route('/b/:id', { requirements: { id: /\d[\d.]*/ } }),
    route('/c/*rest'),
  ];
  const engine = freshEngine(routes);

  it('takes whichever was declared first', () => {
    expect(summary(engine.matcher.match('GET', '/a/1'), routes)).toEqual([0, { id: '1' }]);
    expect(summary(engine.matcher.match('GET', '/a/x'), routes)).toEqual([1, { id: 'x' }]);
    expect(summary(engine.matcher.match('GET', '/b/1'), routes)).toEqual([2, { id: '1' }]);
    expect(summary(engine.matcher.find!('GET', '/b/1'), routes)).toEqual([2, { controller: 'c', action: 'a', id: '1' }]);
    expect(summary(engine.matcher.find!('GET', '/a/1'), routes)).toEqual([0, { controller: 'c', action: 'a', id: '1' }]);
    expect(summary(engine.matcher.match('GET', '/c/x/y'), routes)).toEqual([4, { rest: 'x/y' }]);
  });

  it('lists every route of a path in declaration order', () => {
    expect(engine.matcher.routesFor('/a/1').map((r) => routes.indexOf(r))).toEqual([0, 1]);
    expect(engine.matcher.routesFor('/b/1').map((r) => routes.indexOf(r))).toEqual([2, 3]);
    expect(engine.matcher.routesFor('/b/x').map((r) => routes.indexOf(r))).toEqual([2]);
    expect(engine.matcher.routesFor('/b/1.json')).toEqual([]);
    expect(engine.matcher.routesFor('/c/1').map((r) => routes.indexOf(r))).toEqual([4]);
    expect(engine.matcher.routesFor('/b/a%20b').map((r) => routes.indexOf(r))).toEqual([2]);
  });

  it('ranks a route given twice by its first place', () => {
    const other = route('/e/:id', { requirements: { id: /\d[\d.]*/ } });
    const plain = route('/e/:id');
    const twice = [other, plain, other];
    const m = createSegmentMatcher(twice, {});
    expect(summary(m.match('GET', '/e/1'), twice)).toEqual([0, { id: '1' }]);
    expect(summary(m.match('GET', '/e/x'), twice)).toEqual([1, { id: 'x' }]);
  });

  it('lists plain routes alone when there is no other route', () => {
    const plain = [route('/p/:id', { verbs: ['GET'] }), route('/p/:id', { verbs: ['DELETE'] }), route('/p/new')];
    const m = createSegmentMatcher(plain, {});
    expect(m.routesFor('/p/new').map((r) => plain.indexOf(r))).toEqual([0, 1, 2]);
    expect(m.routesFor('/p/1').map((r) => plain.indexOf(r))).toEqual([0, 1]);
  });
});

describe('request guards anywhere in the table', () => {
  it('send every lookup the general way, so guards run in the reference order', () => {
    const calls: string[] = [];
    const routes = [route('/p/:id', { guards: [() => (calls.push('guard'), false)] }), route('/p/:id'), route('/q')];
    const matcher = createSegmentMatcher(routes, { finish });
    expect(matcher.find!('GET', '/p/1', {})).toBeUndefined();
    expect(matcher.find!('GET', '/q', {})).toBeUndefined();
    expect(summary(matcher.match('GET', '/p/1', {}), routes)).toEqual([1, { id: '1' }]);
    expect(calls).toEqual(['guard']);
    expect(matcher.routesFor('/p/1', {}).map((r) => routes.indexOf(r))).toEqual([1]);
  });
});

describe('extend', () => {
  // `/d/:id` and `/c/:id` are the other engine's (a requirement that may match a dot).
  const first = [route('/a/:id'), route('/b', { verbs: ['GET'] }), route('/d/:id', { requirements: { id: /\d[\d.]*/ } })];
  const added = [route('/b', { verbs: ['POST'] }), route('/c/:id', { requirements: { id: /\d[\d.]*/ } }), route('/a/new')];

  const check = (m: Matcher, routes: readonly Route[]) => {
    expect(summary(m.match('GET', '/a/new'), routes)).toEqual([0, { id: 'new' }]);
    expect(summary(m.match('POST', '/b'), routes)).toEqual([3, {}]);
    expect(summary(m.match('GET', '/c/5'), routes)).toEqual([4, { id: '5' }]);
    expect(summary(m.match('GET', '/d/6'), routes)).toEqual([2, { id: '6' }]);
    expect(summary(m.find!('POST', '/b'), routes)).toEqual([3, { controller: 'c', action: 'a' }]);
    expect(m.routesFor('/a/new').map((r) => routes.indexOf(r))).toEqual([0, 5]);
  };

  it('grows a built engine by the routes appended', () => {
    const all = [...first, ...added];
    const m = createSegmentMatcher(first, { finish });
    expect(summary(m.match('GET', '/b'), first)).toEqual([1, {}]);
    expect(m.match('POST', '/b')).toBeNull();
    check(m.extend!(all), all);
  });

  it('keeps what it built for the routes it had (their params templates are not made again)', () => {
    let calls = 0;
    const counted: MatcherOptions['finish'] = (r, params) => (calls++, finish!(r, params));
    const m = createSegmentMatcher(first, { finish: counted });
    expect(m.find!('GET', '/a/1')?.params).toEqual({ controller: 'c', action: 'a', id: '1' });
    const made = calls;
    expect(made).toBeGreaterThan(0);
    const grown = m.extend!([...first, ...added]);
    expect(grown.find!('GET', '/a/2')?.params).toEqual({ controller: 'c', action: 'a', id: '2' });
    expect(calls).toBe(made);
    // A table that was not only appended to is a new engine: its templates are made anew.
    const rebuilt = m.extend!([added[0]!, ...first]);
    expect(rebuilt.find!('GET', '/a/3')?.params).toEqual({ controller: 'c', action: 'a', id: '3' });
    expect(calls).toBeGreaterThan(made);
  });

  it('builds anew when the last route it had is no longer there (a route replaced, not appended to)', () => {
    const m = createSegmentMatcher(first, { finish });
    expect(summary(m.find!('GET', '/b'), first)).toEqual([1, { controller: 'c', action: 'a' }]);
    const replaced = route('/d/:id', { requirements: { id: /\d[\d.]*/ }, defaults: { controller: 'c', action: 'other' } });
    const next = [first[0]!, first[1]!, replaced, ...added];
    const grown = m.extend!(next);
    expect(summary(grown.find!('GET', '/d/6'), next)).toEqual([2, { controller: 'c', action: 'other', id: '6' }]);
    const plainReplaced = route('/b', { verbs: ['GET'], defaults: { controller: 'c', action: 'b2' } });
    const plainNext = [first[0]!, plainReplaced];
    const m2 = createSegmentMatcher(first.slice(0, 2), { finish });
    expect(summary(m2.find!('GET', '/b'), first)).toEqual([1, { controller: 'c', action: 'a' }]);
    expect(summary(m2.extend!(plainNext).find!('GET', '/b'), plainNext)).toEqual([1, { controller: 'c', action: 'b2' }]);
  });

  it('grows an engine with guards into one that takes the general way', () => {
    const guarded = [route('/g/:id', { guards: [() => true] })];
    const m = createSegmentMatcher(guarded, { finish });
    expect(m.find!('GET', '/g/1', {})).toBeUndefined();
    const all = [...guarded, route('/h/:id')];
    const grown = m.extend!(all);
    expect(grown.find!('GET', '/h/1', {})).toBeUndefined();
    expect(summary(grown.match('GET', '/h/1', {}), all)).toEqual([1, { id: '1' }]);
  });

  it('forgets what it remembered of a path a later route spells out (a bug: POST /b stayed unanswered)', () => {
    const set = new RouteSet().draw((r) => r.get('b', { to: 'b#show' }));
    expect(set.match('POST', '/b')).toBeNull();
    expect(set.allowedVerbs('/b')).toEqual(['GET']);
    set.draw((r) => r.post('b', { to: 'b#create' }));
    expect(set.match('POST', '/b')).toEqual({ controller: 'b', action: 'create' });
    expect(set.find('POST', '/b')?.params).toEqual({ controller: 'b', action: 'create' });
    expect(set.allowedVerbs('/b')).toEqual(['GET', 'POST']);
  });

  it('rebuilds when the table was not only appended to, or nothing was built yet', () => {
    const m = createSegmentMatcher(first, { finish });
    m.match('GET', '/b');
    const replaced = [route('/z'), ...added];
    const r = m.extend!(replaced);
    expect(summary(r.match('GET', '/z'), replaced)).toEqual([0, {}]);
    expect(r.match('GET', '/a/1')).toBeNull();
    const shorter = m.extend!([first[0]!]);
    expect(shorter.match('GET', '/b')).toBeNull();
    const fresh = createSegmentMatcher(first, { finish }).extend!([...first, ...added]);
    check(fresh, [...first, ...added]);
  });
});

describe('patterns near the plain shapes: the reference engine\'s answers, whichever engine takes them', () => {
  // Each a table of its own, read afresh: text going on with a segment through an optional group, fixed text
  // with characters a request spells escaped, final groups that look like `(.:format)` and are not, and params
  // named as what every object inherits (`constructor`, `toString`: read as requirements, they crashed).
  const CASES: readonly (readonly [string, readonly string[]])[] = [
    ['/ab(cd)', ['/abcd', '/ab', '/abc', '/abcdcd', '/abcd.json']],
    ['/ab(cd)/e', ['/abcd/e', '/ab/e', '/abc/e', '/abcde']],
    ['/ab(c/d)', ['/abc/d', '/ab', '/abc', '/ab/c/d']],
    ['/a b', ['/a%20b', '/a b', '/ab']],
    ['/a#b', ['/a%23b', '/a#b', '/a']],
    ['/a?b', ['/a%3Fb', '/a?b', '/a']],
    ['/a\x7fb', ['/a%7Fb', '/ab']],
    ['/a(.:fmt)', ['/a.json', '/a']],
    ['/b(-:format)', ['/b-json', '/b', '/b.json']],
    ['/c(:format)', ['/cjson', '/c', '/c.json']],
    ['/d(.x)', ['/d.x', '/d', '/d.y']],
    ['/e(.:format.:x)', ['/e.json.y', '/e', '/e.json']],
    ['/f(.*format)', ['/f.json', '/f.a/b', '/f']],
    ['/x/:constructor', ['/x/abc', '/x/abc.json']],
    ['/x/:toString(.:format)', ['/x/abc', '/x/abc.json']],
    ['/x/*valueOf', ['/x/a/b', '/x/a.b']],
  ];
  const entries = (m: { route: Route; params: Readonly<Record<string, unknown>> } | null | undefined) =>
    m === undefined ? 'general way' : m === null ? null : Object.entries(m.params);

  it('match, find and routesFor agree with the reference on each', () => {
    for (const [path, requests] of CASES) {
      const routes = [route(path, { verbs: ['GET'] })];
      const reference = createReferenceMatcher(routes, { finish });
      const segment = createSegmentMatcher(routes, { finish });
      for (const request of requests) {
        const want = reference.match('GET', request);
        expect(entries(segment.match('GET', request)), `${path}: match ${request}`).toEqual(entries(want));
        // `find` reads a request as received (a `#` or `?` ends its path), as the route set does with the reference.
        const found = segment.find!('GET', request);
        const wanted = reference.match('GET', normalizePath(request));
        if (found !== undefined) expect(entries(found), `${path}: find ${request}`).toEqual(wanted === null ? null : Object.entries(finish!(wanted.route, wanted.params)));
        expect(segment.routesFor(request), `${path}: routesFor ${request}`).toEqual(reference.routesFor(request));
      }
    }
  });
});
