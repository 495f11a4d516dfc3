import { describe, expect, it } from 'vitest';
import { RouteSet } from '../../src/index.js';
import { nearbyRoutes, routingDetails } from '../../src/http/error-pages.js';

const routes = new RouteSet().draw((r) => {
  r.root({ to: 'home#index' });
  r.resources('posts', () => r.resources('comments'));
  r.resources('photos');
  r.namespace('admin', () => r.resources('users'));
  r.match(':controller(/:action(/:id))');
}).routes;
const paths = (path: string, limit?: number) => nearbyRoutes(routes, path, limit).routes.map((r) => `${r.verb || 'ANY'} ${r.path}`);

describe('routes near a path that matched nothing (development 404 page)', () => {
  it('lists routes sharing leading segments, nearest first', () => {
    const near = paths('/posts/5/coments');
    expect(near[0]).toBe('GET /posts/:post_id/comments(.:format)');
    expect(near.every((p) => p.includes('/posts'))).toBe(true);
    expect(near).not.toContain('GET /photos(.:format)');
  });

  it('lists routes of a close spelling', () => {
    expect(paths('/post/5')).toContain('GET /posts/:id(.:format)');
    expect(paths('/Photo')).toContain('GET /photos(.:format)');
    expect(paths('/admin/user/3')[0]).toBe('GET /admin/users/:id(.:format)');
  });

  it('lists nothing for a path nothing starts like, not the first routes of the table', () => {
    expect(paths('/nope')).toEqual([]);
    expect(routingDetails(routes, '/nope')).toBe(`No route starts like this path (${routes.length} routes are defined; \`resource-routing routes <module>\` lists them).`);
    expect(routingDetails([], '/nope')).toBe('No routes are defined.');
  });

  it('says when the list is cut', () => {
    const { routes: shown, total } = nearbyRoutes(routes, '/posts/1', 3);
    expect(shown.length).toBe(3);
    expect(total).toBeGreaterThan(3);
    expect(routingDetails(routes, '/posts/1', 3)).toMatch(new RegExp(`^Routes near this path \\(the nearest 3 of ${total}\\):\\n`));
    expect(routingDetails(routes, '/photos/1/x', 50)).toMatch(/^Routes near this path:\n/);
  });
});
