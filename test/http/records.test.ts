import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asParams, createHandler, RouteSet, type ActionContext, type Controllers } from '../../src/index.js';
import { listen, send } from './support.js';

// Database clients and JSON give plain rows; actions redirect to them and build URLs from them.
const routes = new RouteSet().draw((r) => {
  r.resources('posts', () => r.resources('comments', { only: ['index', 'show'] }));
  r.get('go/:how', { to: 'go#to' });
});
const row = { id: 7, title: 'x', modelName: 'Post' };
// A row of a table with columns named like URL options (a servers table): still a record.
const server = { id: 4, host: 'db.internal', port: 5432, protocol: 'tcp', modelName: 'Post' };
const secretRow = { id: 7, title: 'x', password_digest: 'secret', created_at: new Date(0), deleted_at: null };
const commentRow = { id: 3, body: 'b', post_id: 7 };
const answers: Record<string, (ctx: ActionContext) => unknown> = {
  row: (ctx) => ctx.redirectTo(row),
  rows: (ctx) => ctx.redirectTo([row, { id: 3, modelName: 'Comment' }]),
  params: (ctx) => ctx.redirectTo({ controller: 'posts', action: 'index', page: 2 }),
  server: (ctx) => ctx.redirectTo(server),
  marked: (ctx) => ctx.redirectTo(asParams({ controller: 'posts', action: 'show', id: 7, ref: 'x' })),
  url: (ctx) => ctx.render({ json: { row: ctx.urlFor(row), params: ctx.urlFor({ controller: 'posts', action: 'show', id: 9, only_path: true }), path: ctx.urlFor('/x') } }),
  helper: (ctx) =>
    ctx.render({ json: { comments: ctx.helpers.post_comments_url!({ id: 7 }), comment: ctx.helpers.post_comment_url!({ id: 7 }, { id: 3 }), path: ctx.helpers.post_path!({ id: 7 }) } }),
  columns: (ctx) =>
    ctx.render({
      json: {
        post: ctx.helpers.post_url!(secretRow),
        comment: ctx.helpers.post_comment_path!(secretRow, commentRow),
        url: ctx.urlFor(server),
        params: ctx.urlFor(asParams({ controller: 'posts', action: 'show', id: 7, title: 'x', only_path: true })),
      },
    }),
};
const controllers: Controllers = { go: { to: (ctx: ActionContext) => answers[ctx.params.how as string]!(ctx) }, posts: { index: () => 'i' } };

let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ base, close } = await listen(createHandler(routes, controllers, { log: () => {} })));
});
afterAll(() => close());

describe('plain rows in actions', () => {
  it('redirectTo reads a row as a record and an object naming controller / action as URL params', async () => {
    expect((await send(base, 'GET', '/go/row')).headers.location).toBe(`${base}/posts/7`);
    expect((await send(base, 'GET', '/go/rows')).headers.location).toBe(`${base}/posts/7/comments/3`);
    expect((await send(base, 'GET', '/go/params')).headers.location).toBe(`${base}/posts?page=2`);
  });

  it('reads a row with columns named like URL options as a record, and asParams objects as URL params', async () => {
    expect((await send(base, 'GET', '/go/server')).headers.location).toBe(`${base}/posts/4`);
    expect((await send(base, 'GET', '/go/marked')).headers.location).toBe(`${base}/posts/7?ref=x`);
    const res = await send(base, 'GET', '/go/columns');
    expect(JSON.parse(res.body)).toEqual({ post: `${base}/posts/7`, comment: '/posts/7/comments/3', url: `${base}/posts/4`, params: '/posts/7?title=x' });
  });

  it('urlFor gives a record its full URL and URL params their route', async () => {
    const res = await send(base, 'GET', '/go/url');
    expect(JSON.parse(res.body)).toEqual({ row: `${base}/posts/7`, params: '/posts/9', path: '/x' });
  });

  it('_url helpers read rows as records with the request host underneath', async () => {
    const res = await send(base, 'GET', '/go/helper');
    expect(JSON.parse(res.body)).toEqual({ comments: `${base}/posts/7/comments`, comment: `${base}/posts/7/comments/3`, path: '/posts/7' });
  });
});
