// The attacks of the HTTP safety issue, each over loopback against a small blog-like app served as
// `createHandler` serves it by default: each must be refused with a 4xx, the server still serving, and the
// memory it holds for bodies bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyServerTimeouts, Dispatcher, html, RouteSet, type ActionContext, type HandlerOptions } from '../../src/index.js';
import { form, listen, multipart, rawRequest, send } from './support.js';

interface Post {
  id: number;
  title: string;
}

function blogApp(options: HandlerOptions = {}) {
  const posts = new Map<number, Post>([[1, { id: 1, title: 'First' }]]);
  let next = 2;
  const errors: string[] = [];
  const routes = new RouteSet().draw((r) => {
    r.resources('posts');
    r.get('away', { to: 'posts#away' });
  });
  const postParams = (ctx: ActionContext) => ctx.params.require('post').permit('title');
  const controllers = {
    posts: {
      index: () => html`<ul>${[...posts.values()].map((p) => html`<li>${p.title}</li>`)}</ul>`,
      show: (ctx: ActionContext) => ({ ...posts.get(Number(ctx.params.id)) }),
      new: (ctx: ActionContext) => ctx.formFor({ modelName: 'Post', id: null }, (f) => f.textField('title')),
      create: (ctx: ActionContext) => {
        const { title } = postParams(ctx);
        // The app turns the title into text, as any app would: an object here must never arrive.
        if (typeof title !== 'string' || `${title}`.trim() === '') return ctx.render({ text: "Title can't be blank", status: 422 });
        const post = { id: next++, title };
        posts.set(post.id, post);
        ctx.redirectTo(`/posts/${post.id}`);
      },
      destroy: (ctx: ActionContext) => {
        posts.delete(Number(ctx.params.id));
        ctx.redirectTo('/posts');
      },
      away: (ctx: ActionContext) => ctx.redirectTo(String(ctx.params.to)),
    },
  };
  const dispatcher = new Dispatcher(routes, controllers, { log: (m) => errors.push(m), ...options });
  return { posts, errors, dispatcher, handler: (req: Parameters<Dispatcher['handle']>[0], res: Parameters<Dispatcher['handle']>[1]) => dispatcher.handle(req, res) };
}

/** A session cookie and a token for it, as a browser has after loading the form. */
async function session(base: string): Promise<{ cookie: string; token: string }> {
  const page = await send(base, 'GET', '/posts/new');
  const cookie = String(page.headers['set-cookie']).split(';')[0]!;
  const token = /name="authenticity_token" value="([^"]+)"/.exec(page.body)![1]!;
  return { cookie, token };
}

describe('attacks over loopback', () => {
  let app: ReturnType<typeof blogApp>;
  let server: Awaited<ReturnType<typeof listen>>;
  const stillServing = async () => expect((await send(server.base, 'GET', '/posts')).status).toBe(200);

  beforeAll(async () => {
    app = blogApp({ timeouts: { body: 400 }, limits: { bufferedBytes: 16 * 1024 * 1024 } });
    server = await listen(app.handler);
  });
  afterAll(() => server.close());

  it('refuses a cross-site form POST with _method=delete (no token): 422, nothing deleted', async () => {
    const res = await send(server.base, 'POST', '/posts/1', { ...form('_method=delete'), headers: { ...form('').headers, Origin: 'http://evil.example' } });
    expect(res.status).toBe(422);
    const noOrigin = await send(server.base, 'POST', '/posts/1', form('_method=delete'));
    expect(noOrigin.status).toBe(422);
    expect(noOrigin.body).toContain('verify CSRF token authenticity');
    expect(app.posts.has(1)).toBe(true);
    await stillServing();
  });

  it('refuses a valid token sent from another origin, and a token of another session', async () => {
    const mine = await session(server.base);
    const other = await session(server.base);
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: mine.cookie };
    const evil = await send(server.base, 'POST', '/posts/1', { headers: { ...headers, Origin: 'http://evil.example' }, body: `_method=delete&authenticity_token=${encodeURIComponent(mine.token)}` });
    expect(evil.status).toBe(422);
    const stolen = await send(server.base, 'POST', '/posts/1', { headers, body: `_method=delete&authenticity_token=${encodeURIComponent(other.token)}` });
    expect(stolen.status).toBe(422);
    expect(app.posts.has(1)).toBe(true);
  });

  it('accepts the form with its token (field or X-CSRF-Token header) and a same-origin Origin', async () => {
    const { cookie, token } = await session(server.base);
    const created = await send(server.base, 'POST', '/posts', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: server.base },
      body: `post[title]=Mine&authenticity_token=${encodeURIComponent(token)}`,
    });
    expect([created.status, created.headers.location]).toEqual([302, `${server.base}/posts/${app.posts.size}`]);
    const byHeader = await send(server.base, 'POST', '/posts', { headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': token }, body: '{"post":{"title":"Json"}}' });
    expect(byHeader.status).toBe(302);
  });

  it('refuses other Host headers with 403, including 127.0.0.1:PORT@evil.example, and never redirects there', async () => {
    for (const host of ['evil.example', `127.0.0.1:${server.port}@evil.example`, 'evil.example:80', '127.0.0.1.evil.example', 'localhost.evil.example']) {
      const res = await send(server.base, 'GET', '/posts/1', { headers: { Host: host } });
      expect(res.status, host).toBe(403);
      expect(res.headers.location).toBeUndefined();
    }
    const { cookie, token } = await session(server.base);
    const res = await send(server.base, 'POST', '/posts', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Host: `127.0.0.1:${server.port}@evil.example` },
      body: `post[title]=x&authenticity_token=${encodeURIComponent(token)}`,
    });
    expect(res.status).toBe(403);
  });

  it('refuses a request with two Host lines with 400 (RFC 9112 §3.2), whichever comes first', async () => {
    for (const hosts of [['127.0.0.1', 'evil.example'], ['evil.example', '127.0.0.1'], ['127.0.0.1', '127.0.0.1']]) {
      const head = `GET /posts/1 HTTP/1.1\r\n${hosts.map((h) => `Host: ${h}\r\n`).join('')}Connection: close\r\n\r\n`;
      const res = await rawRequest(server.port, head, { waitMs: 2000 });
      expect(res.status, hosts.join(' then ')).toBe(400);
      expect(res.response).toContain('more than one Host header');
      expect(res.response).not.toMatch(/\r\nLocation:/i);
    }
    // Other repeated headers are not a reason to refuse.
    const twice = await rawRequest(server.port, 'GET /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nAccept: */*\r\nConnection: close\r\n\r\n', { waitMs: 2000 });
    expect(twice.status).toBe(200);
  });

  it('refuses a big body sent to a foreign host or a malformed path without reading it', async () => {
    const total = 50 * 1024 * 1024;
    for (const [path, host] of [['/posts', 'evil.example'], ['/%ZZ', '127.0.0.1']]) {
      const head = `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${total}\r\n\r\n`;
      const res = await rawRequest(server.port, head, { total });
      expect([res.status, res.closed, res.sent < total / 2], path).toEqual([path === '/posts' ? 403 : 400, true, true]);
    }
  });

  it('does not redirect to another host unless told (open redirect)', async () => {
    for (const to of ['http://evil.example/', 'https://evil.example', 'javascript:alert(1)']) {
      const res = await send(server.base, 'GET', `/away?to=${encodeURIComponent(to)}`);
      expect(res.status, to).toBe(500);
      expect(res.headers.location).toBeUndefined();
    }
    const pathLike = await send(server.base, 'GET', `/away?to=${encodeURIComponent('//evil.example/x')}`);
    expect(pathLike.headers.location).toBe(`${server.base}//evil.example/x`);
  });

  it('answers an object where a string is expected (post[title][toString]=1) with a 4xx, not a 500', async () => {
    const { cookie, token } = await session(server.base);
    const before = app.errors.length;
    for (const body of ['post[title][toString]=1', 'post[title][]=a', 'post=x', 'post[title][valueOf]=1&post[title][toString]=2']) {
      const res = await send(server.base, 'POST', '/posts', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'X-CSRF-Token': token },
        body,
      });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    expect(app.errors.length).toBe(before);
  });

  it('answers malformed paths with 400', async () => {
    for (const path of ['/%ZZ', '/posts/%E0%A4%A', '/%', '/posts%2']) expect((await send(server.base, 'GET', path)).status, path).toBe(400);
    expect((await rawRequest(server.port, 'GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', { waitMs: 1000 })).status).toBe(400);
  });

  it("sends Rails' default security headers", async () => {
    const res = await send(server.base, 'GET', '/posts');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('holds stalled uploads to the buffered-bytes cap (503 beyond it), then drops them at the body deadline (408)', async () => {
    const head = `POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`;
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, app.dispatcher.bufferedBodyBytes)), 5);
    const uploads = Array.from({ length: 100 }, () => rawRequest(server.port, head, { total: 10 * 1024 * 1024, stallAfter: 256 * 1024, waitMs: 5000 }));
    const results = await Promise.all(uploads);
    clearInterval(sampler);
    expect(peak).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([408, 503]));
    expect(results.every((r) => r.closed)).toBe(true);
    expect(app.dispatcher.bufferedBodyBytes).toBe(0);
    await stillServing();
  });

  it('keeps room for ordinary form posts while stalled uploads hold the cap', async () => {
    const { cookie, token } = await session(server.base);
    const head = `POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`;
    const uploads = Array.from({ length: 30 }, () => rawRequest(server.port, head, { total: 10 * 1024 * 1024, stallAfter: 1024 * 1024, waitMs: 5000 }));
    while (app.dispatcher.bufferedBodyBytes < 11 * 1024 * 1024) await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await send(server.base, 'POST', '/posts', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'X-CSRF-Token': token },
      body: 'post[title]=during+the+stall',
    });
    expect(res.status).toBe(302);
    await Promise.all(uploads);
  });

  it('answers a 50 MiB body of a type it does not parse and closes without reading it', async () => {
    const total = 50 * 1024 * 1024;
    const res = await rawRequest(server.port, `POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${total}\r\n\r\n`, { total });
    expect(res.status).toBe(422);
    expect(res.closed).toBe(true);
    expect(res.sent).toBeLessThan(total / 2);
    await stillServing();
  });

  it('refuses a multipart field name of 9 MiB with 400', async () => {
    const { cookie, token } = await session(server.base);
    const body = multipart([{ name: `post[${'a'.repeat(9 * 1024 * 1024)}]`, value: 'x' }]);
    const res = await send(server.base, 'POST', '/posts', { headers: { ...body.headers, Cookie: cookie, 'X-CSRF-Token': token }, body: body.body });
    expect(res.status).toBe(400);
    expect(res.body).toContain('longer than');
    await stillServing();
  });

  it('takes a client that disconnects mid-body as gone, not as a 500', async () => {
    const before = app.errors.length;
    const head = `POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`;
    await rawRequest(server.port, head, { total: 1000, stallAfter: 10, waitMs: 50 });
    // And one that resets the connection (the server sees ECONNRESET / aborted).
    const { connect } = await import('node:net');
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`${head}0123456789`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.errors.length).toBe(before);
    await stillServing();
  });
});

describe('deadline for headers', () => {
  // node:http checks headersTimeout only every connectionsCheckingInterval (30 s by default), so a 30 s deadline
  // cut clients after 30–60 s. The handler makes node:http check every thirtieth of the deadline: a deadline of
  // D ms cuts a slow client within D × 31/30 (30–31 s for the default 30 s), here with D = 1.5 s.
  const DEADLINE = 1500;
  const within = (elapsed: number) => elapsed >= DEADLINE - 50 && elapsed <= (DEADLINE * 31) / 30 + 400;

  async function slowClient(port: number): Promise<{ status: number; closed: boolean; elapsed: number }> {
    const started = Date.now();
    const slow = await rawRequest(port, 'GET /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', { waitMs: 10_000 });
    return { status: slow.status, closed: slow.closed, elapsed: Date.now() - started };
  }

  it('cuts a slow client within a thirtieth of the deadline, on a server made with the defaults (from the first request on)', async () => {
    const app = blogApp({ timeouts: { headers: DEADLINE } });
    const { createServer } = await import('node:http');
    const server = createServer(app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      expect((await send(`http://127.0.0.1:${port}`, 'GET', '/posts')).status).toBe(200);
      const slow = await slowClient(port);
      expect([slow.status, slow.closed, within(slow.elapsed)], `cut after ${slow.elapsed} ms`).toEqual([408, true, true]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('holds from the first connection when applyServerTimeouts is called before listen', async () => {
    const app = blogApp({ timeouts: { headers: DEADLINE } });
    const { createServer } = await import('node:http');
    const server = createServer(app.handler);
    applyServerTimeouts(server, { headers: DEADLINE });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const slow = await slowClient(port);
      expect([slow.status, slow.closed, within(slow.elapsed)], `cut after ${slow.elapsed} ms`).toEqual([408, true, true]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('drops a client that sends its headers too slowly (408, closed)', async () => {
    const app = blogApp({ timeouts: { headers: 300 } });
    const { createServer } = await import('node:http');
    const server = createServer({ connectionsCheckingInterval: 50 }, app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      // The handler meets its server on a first request and sets the deadline on it.
      expect((await send(`http://127.0.0.1:${port}`, 'GET', '/posts')).status).toBe(200);
      const slow = await rawRequest(port, 'GET /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', { waitMs: 3000 });
      expect([slow.status, slow.closed]).toEqual([408, true]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
