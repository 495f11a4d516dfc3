import { describe, expect, it } from 'vitest';
import { RouteSet } from '../../src/index.js';
import { collectionRouteName, parentIdParam } from '../../src/dsl/naming.js';

describe('naming rules shared by both DSLs', () => {
  it('a parent is named by <singular>_id; an uncountable collection gets _index', () => {
    expect(parentIdParam('post')).toBe('post_id');
    expect(collectionRouteName('posts', 'post')).toBe('posts');
    expect(collectionRouteName('sheep', 'sheep')).toBe('sheep_index');
  });

  it('drawn: nested params and collection names in block and map style', () => {
    const block = new RouteSet().draw((r) => {
      r.resources('sheep', { only: ['index', 'show'] });
      r.resources('posts', { only: [] }, () => r.resources('comments', { only: ['index'] }));
    });
    expect(block.routes.map((x) => `${x.name ?? '-'} ${x.path}`)).toEqual([
      'sheep_index /sheep(.:format)',
      'sheep /sheep/:id(.:format)',
      'post_comments /posts/:post_id/comments(.:format)',
    ]);
    const map = new RouteSet().drawMap((m) => m.resources('sheep', { only: ['index'] }));
    expect(map.routes.map((x) => `${x.name ?? '-'} ${x.path}`)).toEqual(['sheep_index /sheep(.:format)']);
  });
});
