import { describe, expect, it } from 'vitest';
import { Route } from '../../src/index.js';
import { createSegmentMatcher } from '../../src/match/segments/index.js';
import { shapeOf } from '../../src/match/segments/shape.js';

const route = (path: string) => new Route({ path, defaults: { controller: 'c', action: 'a' } });

describe('shapeOf leaves to the fast engine', () => {
  it.each([
    ['text before the leading slash', 'posts'],
    ['a param before the leading slash', 'a/:id'],
    ['only a format group', '(.:format)'],
    ['an empty path', ''],
    ['a :format param besides the format group', '/x/:format(.:format)'],
  ])('a route with %s', (_, path) => {
    const r = route(path);
    expect(shapeOf(r)).toBeNull();
    // And the default engine answers as the route's own pattern does.
    const matcher = createSegmentMatcher([r], {});
    for (const request of ['/undefinedposts', '/posts', '/a/1', '/x/a.b', '/x/a', '/']) {
      expect(matcher.match('GET', request)?.params ?? null, `${path} ${request}`).toEqual(r.pattern.match(request));
    }
  });
});
