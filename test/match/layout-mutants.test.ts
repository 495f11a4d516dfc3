import { describe, expect, it } from 'vitest';
import { Route, type RouteInit } from '../../src/index.js';
import { CaptureMatcher, PatternMatcher } from '../../src/match/engine/capture-matcher.js';
import { layoutOf } from '../../src/match/engine/layout.js';

/**
 * Where the fast engine files a route, beyond layout.test.ts: which matcher it tries the route with (its own
 * capture layout when it can rebuild the route's regexp, else `PathPattern#match`), and the bounds on how many
 * ways through optional groups it works out.
 */

const route = (path: string, init: Partial<RouteInit> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });
const kind = (r: Route) => {
  const layout = layoutOf(r);
  return { any: layout.any.constructor.name, counts: layout.bySlashes ? [...layout.bySlashes.keys()].sort() : `≥${layout.minSlashes}` };
};

describe('layoutOf: the matcher a route is tried with', () => {
  it.each<[string, Partial<RouteInit>, ReturnType<typeof kind>]>([
    ['/x/:id', { requirements: { id: /(\d)+/u } }, { any: 'CaptureMatcher', counts: [2] }],
    ['/x/:id', { requirements: { id: /\d+/i } }, { any: 'CaptureMatcher', counts: [2] }],
    ['/x/:id(.:format)', { requirements: { id: /[a-z]+/, format: /json|xml/ } }, { any: 'CaptureMatcher', counts: [2] }],
    ['/x/*a/*b/*c', {}, { any: 'CaptureMatcher', counts: '≥4' }],
    ['/x/*a/*b/*c', { implicitRequirements: { a: /.+?/, c: /.+?/ } }, { any: 'CaptureMatcher', counts: '≥4' }],
    // Four params that may or may not have been made lazy: too many combinations to try, so the pattern's own match.
    ['/x/*a/*b/*c/*d', {}, { any: 'PatternMatcher', counts: '≥5' }],
    ['/:controller/*a/*b/*c', { implicitRequirements: { controller: /.+?/ }, defaults: {} }, { any: 'PatternMatcher', counts: '≥4' }],
    ['/:controller/*a/*b', { implicitRequirements: { controller: /.+?/, b: /.+?/ }, defaults: {} }, { any: 'CaptureMatcher', counts: '≥3' }],
    // A declared requirement on a glob is not one to guess: it does not count among the four.
    ['/x/*a/*b/*c/*d', { requirements: { d: /[a-z/]+/ } }, { any: 'CaptureMatcher', counts: '≥5' }],
    ['/x/:id', { anchor: false }, { any: 'CaptureMatcher', counts: '≥2' }],
  ])('%s %j', (path, init, expected) => {
    expect(kind(route(path, init))).toEqual(expected);
  });

  it('reads params with the recovered capture layout, lazy and greedy globs and grouped requirements alike', () => {
    const cases: [Route, string, Record<string, string> | null][] = [
      [route('/x/*a/*b/*c', { implicitRequirements: { a: /.+?/, c: /.+?/ } }), '/x/1/2/3/4/5', { a: '1', b: '2/3/4', c: '5' }],
      [route('/x/*a/*b/*c'), '/x/1/2/3/4/5', { a: '1/2/3', b: '4', c: '5' }],
      [route('/:controller/*a/*b', { implicitRequirements: { controller: /.+?/, b: /.+?/ }, defaults: {} }), '/p/q/r/s', { controller: 'p', a: 'q/r', b: 's' }],
      [route('/v/:a/:b', { requirements: { a: /(x)(y)?/, b: /(\d)\d/ } }), '/v/xy/12', { a: 'xy', b: '12' }],
      [route('/v/:a/:b', { requirements: { a: /(x)(y)?/, b: /(\d)\d/ } }), '/v/x/1', null],
    ];
    for (const [r, path, params] of cases) {
      const layout = layoutOf(r);
      expect(layout.any).toBeInstanceOf(CaptureMatcher);
      expect(layout.any.exec(path, false), path).toEqual(params);
      expect(layout.any.exec(path, true), path).toEqual(params);
      expect(r.pattern.match(path)).toEqual(params);
    }
    const fallback = layoutOf(route('/x/*a/*b/*c/*d'));
    expect(fallback.any).toBeInstanceOf(PatternMatcher);
    expect(fallback.any.lastKey).toBeNull();
    expect(fallback.any.exec('/x/1/2/3/4/5', false)).toEqual({ a: '1/2', b: '3', c: '4', d: '5' });
  });

  it('works out up to sixteen ways through optional groups, and no more', () => {
    const sixteen = layoutOf(route('/a(/b)(/c)(/d)(/e)'));
    expect([...sixteen.bySlashes!.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(sixteen.spellings).toHaveLength(16);
    expect(new Set(sixteen.spellings).size).toBe(16);
    expect(sixteen.spellings).toContain('/a');
    expect(sixteen.spellings).toContain('/a/b/c/d/e');
    const more = layoutOf(route('/a(/b)(/c)(/d)(/e)(/f)'));
    expect(more.bySlashes).toBeNull();
    expect(more.minSlashes).toBe(1);
    expect(more.spellings).toHaveLength(16);
    expect(more.spellings).toContain('/a/b/c/d/e/f');
    const nested = layoutOf(route('/a(/b(/c(/d(/e(/f)))))(/g)(/h)'));
    // 7 ways through the nest times 4 through the two groups: 28, unbounded; its spellings are cut at 16.
    expect(nested.bySlashes).toBeNull();
    expect(nested.spellings).toHaveLength(16);
  });

  it('a param-free optional group adds its spellings, a group with a param only the way around it', () => {
    expect(layoutOf(route('/a(/b)/c')).spellings).toEqual(['/a/b/c', '/a/c']);
    expect(layoutOf(route('/a(/:b)/c')).spellings).toEqual(['/a/c']);
    expect(layoutOf(route('/a/:b(/c)')).spellings).toEqual([]);
    expect(layoutOf(route('/a(.json)')).spellings).toEqual(['/a.json', '/a']);
  });
});
