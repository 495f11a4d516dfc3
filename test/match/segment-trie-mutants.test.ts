import { describe, expect, it } from 'vitest';
import { Route, RouteSet, type RouteInit } from '../../src/index.js';
import { stemHash } from '../../src/match/engine/stem-hash.js';
import { createSegmentMatcher } from '../../src/match/segments/index.js';

/** The segment engine's trie, beyond segment-engine.test.ts; every engine is built inside its test. */

const route = (path: string, init: Partial<RouteInit> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });
const summary = (routes: readonly Route[], m: { route: Route; params: unknown } | null | undefined) => (m ? [routes.indexOf(m.route), m.params] : m);

describe('the segment trie', () => {
  it('tells a segment from a longer text with the same hash', () => {
    // Found by search: `a` and `aanjhvisu` have the same stem hash, and one starts with the other.
    expect(stemHash('aanjhvisu')).toBe(stemHash('a'));
    const routes = [route('/a'), route('/aanjhvisu'), route('/a/:id'), route('/aanjhvisu/:id')];
    const matcher = createSegmentMatcher(routes, {});
    expect(summary(routes, matcher.match('GET', '/a'))).toEqual([0, {}]);
    expect(summary(routes, matcher.match('GET', '/aanjhvisu'))).toEqual([1, {}]);
    expect(summary(routes, matcher.match('GET', '/a/1'))).toEqual([2, { id: '1' }]);
    expect(summary(routes, matcher.match('GET', '/aanjhvisu/1'))).toEqual([3, { id: '1' }]);
    expect(matcher.routesFor('/a')).toEqual([routes[0]]);
  });

  it('never lets a param hold a dot of a segment before the last', () => {
    const routes = [route('/:x/c'), route('/b/:y(.:format)')];
    const matcher = createSegmentMatcher(routes, {});
    expect(matcher.match('GET', '/a.b/c')).toBeNull();
    expect(matcher.find!('GET', '/a.b/c')).toBeNull();
    expect(matcher.routesFor('/a.b/c')).toEqual([]);
    expect(summary(routes, matcher.match('GET', '/ab/c'))).toEqual([0, { x: 'ab' }]);
    expect(summary(routes, matcher.match('GET', '/b/1.json'))).toEqual([1, { y: '1', format: 'json' }]);
    expect(matcher.match('GET', '/b.x/1')).toBeNull();
  });

  it('forgets what it remembered of a fixed path once a later draw adds a route with params', () => {
    const set = new RouteSet().draw((r) => r.get('b', { to: 'b#show' }));
    expect(set.match('POST', '/b')).toBeNull();
    expect(set.match('DELETE', '/b')).toBeNull();
    set.draw((r) => r.post(':page', { to: 'pages#create' }));
    expect(set.match('POST', '/b')).toEqual({ controller: 'pages', action: 'create', page: 'b' });
    expect(set.find('POST', '/b')?.params).toEqual({ controller: 'pages', action: 'create', page: 'b' });
    expect(set.match('DELETE', '/b')).toBeNull();
    expect(set.match('GET', '/b')).toEqual({ controller: 'b', action: 'show' });
  });
});
