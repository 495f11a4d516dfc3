// ctx.linkTo / ctx.buttonTo in an action take a record (or records) where the plain helpers take a URL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHandler, html, RouteSet, type ActionContext } from '../../src/index.js';
import { listen, send } from './support.js';

class Post {
  constructor(readonly id: number) {}
}
class Comment {
  constructor(readonly id: number) {}
}
const routes = new RouteSet().draw((r) => {
  r.resources('posts', () => r.resources('comments'));
  r.namespace('admin', () => r.resources('posts'));
  r.get('links', { to: 'pages#links' });
});
const controllers = {
  pages: {
    links: (ctx: ActionContext) =>
      html`${ctx.linkTo('Delete', new Post(5), { method: 'delete', confirm: 'Sure?' })}
${ctx.buttonTo('Remove', [new Post(5), new Comment(2)], { method: 'delete' })}
${ctx.linkTo('Admin', ['admin', new Post(5)])}
${ctx.linkTo('Plain', '/plain')}`,
  },
};

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(createHandler(routes, controllers, { log: () => {} }));
});
afterAll(() => server.close());

it('resolves records to their paths, as Rails link_to(…, post)', async () => {
  const lines = (await send(server.base, 'GET', '/links')).body.split('\n');
  expect(lines[0]).toMatch(/^<a href="\/posts\/5" data-confirm="Sure\?" data-method="delete" rel="nofollow" data-csrf-token="[^"]+">Delete<\/a>$/);
  expect(lines[1]).toMatch(/^<form action="\/posts\/5\/comments\/2" method="post"[^>]*><input type="hidden" name="_method" value="delete"><input type="hidden" name="authenticity_token"/);
  expect(lines.slice(2)).toEqual(['<a href="/admin/posts/5">Admin</a>', '<a href="/plain">Plain</a>']);
});
