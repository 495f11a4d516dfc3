import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, RouteSet, type ActionContext } from '../../src/index.js';
import { listen, send } from './support.js';

// How answers are written: Content-Length in bytes (HEAD included), none for 204 and 304.
const routes = new RouteSet().draw((r) => {
  r.get('accented', { to: (ctx: ActionContext) => ctx.render({ text: 'café ☕' }) });
  r.get('bytes', { to: (ctx: ActionContext) => ctx.render({ body: Buffer.from([1, 2, 3]), contentType: 'image/x-test' }) });
  r.get('empty', { to: (ctx: ActionContext) => ctx.head(204) });
  r.get('unchanged', { to: (ctx: ActionContext) => ctx.head(304, { ETag: '"x"' }) });
});

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(createHandler(routes, {}, { log: () => {} }));
});
afterAll(() => server.close());

describe('writing answers', () => {
  it('counts Content-Length in bytes, and a HEAD gets the same headers without the body', async () => {
    const get = await send(server.base, 'GET', '/accented');
    expect([get.body, get.headers['content-length']]).toEqual(['café ☕', String(Buffer.byteLength('café ☕'))]);
    const head = await send(server.base, 'HEAD', '/accented');
    expect([head.status, head.body, head.headers['content-length'], head.headers['content-type']]).toEqual([200, '', get.headers['content-length'], get.headers['content-type']]);
    const bytes = await send(server.base, 'GET', '/bytes');
    expect([bytes.headers['content-length'], bytes.headers['content-type']]).toEqual(['3', 'image/x-test']);
  });

  it('gives 204 and 304 no Content-Length and no body', async () => {
    const empty = await send(server.base, 'GET', '/empty');
    expect([empty.status, empty.body, empty.headers['content-length']]).toEqual([204, '', undefined]);
    const unchanged = await send(server.base, 'GET', '/unchanged');
    expect([unchanged.status, unchanged.body, unchanged.headers['content-length'], unchanged.headers.etag]).toEqual([304, '', undefined, '"x"']);
  });
});
