import { beforeEach, describe, expect, it } from 'vitest';
import { regexpRuns } from '../support.js';
import { Route, type RouteInit } from '../../src/index.js';
import type { Matcher } from '../../src/match/matcher.js';
import { createFastMatcher } from '../../src/match/engine/index.js';
import { createReferenceMatcher } from '../../src/match/reference.js';

/**
 * The fast engine's shortcuts, counted rather than timed (`regexpRuns`). A path some route spells out is
 * answered from what was worked out at build time (no regexp); any other path tries only the routes filed
 * under its leading segments, slash count and last segment. The reference engine, trying each route in
 * turn, is the yardstick.
 */

const route = (path: string, init: Partial<RouteInit> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });

const routes: Route[] = [];
for (let i = 0; i < 60; i++) routes.push(route(`/items/:id/action${i}(.:format)`, { verbs: ['GET'] }));
routes.push(
  route('/items/:id(.:format)', { verbs: ['GET'] }),
  route('/items/new/form', { verbs: ['GET'] }),
  route('/items/new/form', { verbs: ['POST'] }),
  route('/items/new/form'),
  route('/items/:id', { verbs: ['DELETE'], requirements: { id: /\d+/ } }),
  route('/hosted', { conditions: { subdomain: 'api' } }),
  route('/feed', { verbs: ['GET'] }),
  route('/feed.rss', { verbs: ['GET'] }),
  route('/news.rss', { verbs: ['GET'] }),
  route('/news', { verbs: ['GET'] }),
);
const at = (name: string) => routes.findIndex((r) => r.path === name);

describe('the fast engine', () => {
  // Built in each test, not when the file loads: what the engine does at build time is then tied to the
  // tests that rely on it (mutation testing's per-test coverage).
  let fast: Matcher;
  let reference: Matcher;
  beforeEach(() => {
    fast = createFastMatcher(routes, {});
    reference = createReferenceMatcher(routes, {});
  });
  const index = (m: { route: Route } | null) => (m === null ? null : routes.indexOf(m.route));

  it('answers a path some route spells out with no regexp run, by verb', () => {
    const want = { GET: at('/items/new/form'), POST: at('/items/new/form') + 1, PURGE: at('/items/new/form') + 2 };
    for (const [verb, expected] of Object.entries(want)) {
      expect(index(reference.match(verb, '/items/new/form'))).toBe(expected);
      expect(regexpRuns(() => expect(index(fast.match(verb, '/items/new/form'))).toBe(expected))).toBe(0);
    }
    expect(regexpRuns(() => reference.match('GET', '/items/new/form'))).toBeGreaterThan(60); // the yardstick
    expect(regexpRuns(() => expect(fast.routesFor('/items/new/form').length).toBe(3))).toBe(0);
  });

  it('answers a spelling whose segment another route spells with a dot just as quickly', () => {
    for (const name of ['feed', 'news']) {
      expect(regexpRuns(() => expect(index(fast.match('GET', `/${name}`))).toBe(at(`/${name}`)))).toBe(0);
      expect(index(fast.match('GET', `/${name}.rss`))).toBe(at(`/${name}.rss`));
      expect(fast.match('GET', `/${name}.xml`)).toBeNull();
    }
  });

  it('still runs the request checks of such a route', () => {
    expect(index(fast.match('GET', '/hosted', { subdomain: 'api' }))).toBe(at('/hosted'));
    expect(fast.match('GET', '/hosted', { subdomain: 'www' })).toBeNull();
    expect(fast.routesFor('/hosted', { subdomain: 'www' })).toEqual([]);
    expect(fast.routesFor('/hosted', { subdomain: 'api' })).toEqual([routes[at('/hosted')]]);
  });

  it('tries only the routes whose last segment and slash count fit', () => {
    expect(regexpRuns(() => expect(index(fast.match('GET', '/items/5/action37'))).toBe(37))).toBe(1);
    expect(regexpRuns(() => expect(fast.match('GET', '/items/5/action99')).toBeNull())).toBe(0);
    expect(regexpRuns(() => expect(index(fast.match('GET', '/items/5.json'))).toBe(at('/items/:id(.:format)')))).toBe(1);
    expect(regexpRuns(() => expect(index(fast.match('DELETE', '/items/5'))).toBe(at('/items/:id')))).toBe(1);
    expect(regexpRuns(() => expect(fast.routesFor('/items/5/action3').map((r) => routes.indexOf(r))).toEqual([3]))).toBe(1);
    expect(regexpRuns(() => reference.match('GET', '/items/5/action37'))).toBeGreaterThan(30);
  });

  it('gives a path with an escape its decoded params, and the reference its answers', () => {
    for (const path of ['/items/a%20b/action2', '/items/a%20b', '/items/new/form.json', '/items/new/form/x', '/items/%E2%9C%93.json']) {
      for (const verb of ['GET', 'DELETE', 'POST']) {
        const want = reference.match(verb, path);
        const got = fast.match(verb, path);
        expect(got && [index(got), got.params], `${verb} ${path}`).toEqual(want && [index(want), want.params]);
      }
      expect(fast.routesFor(path)).toEqual(reference.routesFor(path));
    }
    expect(fast.match('GET', '/items/a%20b/action2')?.params).toEqual({ id: 'a b' });
  });
});
