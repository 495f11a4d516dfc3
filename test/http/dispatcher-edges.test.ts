import express from 'express';
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpressMiddleware, createHandler, html, HttpError, RouteSet, type ActionContext, type Controllers, type HandlerOptions, type Mapper } from '../../src/index.js';
import { listen, rawRequest, send, type RawResponse } from './support.js';

// Each test makes its own handler and server (nothing at load time or in beforeAll), so what a test checks is
// tied to the code it runs.
async function serve(draw: (r: Mapper) => void, controllers: Controllers, options: HandlerOptions = {}) {
  const server = await listen(createHandler(new RouteSet().draw(draw), controllers, { log: () => {}, session: { secret: 's'.repeat(40) }, ...options }));
  return {
    request: (method: string, path: string, extra: Parameters<typeof send>[3] = {}): Promise<RawResponse> => send(server.base, method, path, extra),
    close: server.close,
  };
}

const posts = (r: Mapper) => r.resources('posts', { only: ['index', 'show'] });
const postsController: Controllers = {
  posts: {
    index: (ctx: ActionContext) => ctx.respondTo({ html: () => html`<p>posts</p>`, json: () => [{ id: 1 }] }),
    show: (ctx: ActionContext) => ({ id: ctx.params.id }),
  },
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the dispatcher', () => {
  it('answers an error met before any route in the format of the last segment\'s extension', async () => {
    const app = await serve(posts, postsController, { development: false });
    try {
      const type = async (path: string) => (await app.request('GET', path)).headers['content-type'];
      expect(await type('/nope.json')).toMatch(/^application\/json/);
      expect(await type('/a.b/nope.xml')).toMatch(/^application\/xml/);
      expect(await type('/nope.json.html')).toMatch(/^text\/html/);
      expect(await type('/nope.json/more')).toMatch(/^text\/html/);
      const json = await app.request('GET', '/missing.json');
      expect([json.status, JSON.parse(json.body)]).toEqual([404, { status: 404, error: 'No route matches [GET] "/missing.json"' }]);
    } finally {
      await app.close();
    }
  });

  it('is in development unless NODE_ENV is production (or it is told): the 404 lists routes only then', async () => {
    const lists = async (env: string, options: HandlerOptions) => {
      vi.stubEnv('NODE_ENV', env);
      const app = await serve(posts, postsController, options);
      try {
        return (await app.request('GET', '/postz')).body.includes('/posts');
      } finally {
        await app.close();
      }
    };
    expect(await lists('production', {})).toBe(false);
    expect(await lists('development', {})).toBe(true);
    expect(await lists('test', {})).toBe(true);
    expect(await lists('production', { development: true })).toBe(true);
    expect(await lists('development', { development: false })).toBe(false);
  });

  it('warns of a missing session secret when made for production only (sessions then work all the same)', async () => {
    vi.stubEnv('SECRET_KEY_BASE', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sessionRoutes = (r: Mapper) => r.get('count', { to: (ctx: ActionContext) => ({ n: (ctx.session.n = Number(ctx.session.n ?? 0) + 1) }) });
    for (const development of [true, false]) {
      const app = await serve(sessionRoutes, {}, { development, session: {} });
      try {
        expect(warn.mock.calls.length, `development: ${development}`).toBe(development ? 0 : 1);
        expect(JSON.parse((await app.request('GET', '/count')).body)).toEqual({ n: 1 });
      } finally {
        await app.close();
      }
    }
    expect(String(warn.mock.calls[0]![0])).toMatch(/no session secret/);
    const withSecret = await serve(sessionRoutes, {}, { development: false, session: { secret: 's'.repeat(40) } });
    await withSecret.close();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads no body for GET or HEAD: its fields are not params, and the connection closes after the answer', async () => {
    const echo = (ctx: ActionContext) => ({ a: ctx.params.a ?? null, q: ctx.params.q ?? null });
    const routes = new RouteSet().draw((r) => r.match('echo', { to: echo, via: ['get', 'post'] }));
    const server = await listen(createHandler(routes, {}, { log: () => {}, forgeryProtection: false }));
    const agent = new Agent({ keepAlive: true });
    // A client that keeps connections open unless the server says otherwise.
    const ask = (method: string, body?: string) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        const headers = body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) };
        const req = request(`${server.base}/echo?q=1`, { method, agent, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const withBody = await ask('GET', 'a=2');
      expect([withBody.status, JSON.parse(withBody.body), withBody.connection]).toEqual([200, { a: null, q: '1' }, 'close']);
      const plain = await ask('GET');
      expect([JSON.parse(plain.body), plain.connection]).toEqual([{ a: null, q: '1' }, 'keep-alive']);
      const head = await ask('HEAD', 'a=2');
      expect([head.status, head.body, head.connection]).toEqual([200, '', 'close']);
      const post = await ask('POST', 'a=2');
      expect([JSON.parse(post.body), post.connection]).toEqual([{ a: '2', q: '1' }, 'keep-alive']);
    } finally {
      agent.destroy();
      await server.close();
    }
  });

  it('answers once when an action renders and also returns a value (nothing is logged)', async () => {
    const log = vi.fn();
    const app = await serve((r) => r.get('both', { to: (ctx: ActionContext) => (ctx.render({ text: 'rendered' }), { ignored: true }) }), {}, { log });
    try {
      const res = await app.request('GET', '/both');
      expect([res.status, res.body]).toEqual([200, 'rendered']);
      expect(log).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });

  it('answers HEAD like GET without a body, errors included', async () => {
    const app = await serve(posts, postsController, { development: false });
    try {
      const show = await app.request('HEAD', '/posts/5.json');
      expect([show.status, show.body, show.headers['content-length']]).toEqual([200, '', String('{"id":"5"}'.length)]);
      const missing = await app.request('HEAD', '/nope');
      expect([missing.status, missing.body, Number(missing.headers['content-length']) > 0]).toEqual([404, '', true]);
    } finally {
      await app.close();
    }
  });

  it('takes an XHR request\'s Accept as written, and a browser\'s browser-like Accept as HTML', async () => {
    const app = await serve(posts, postsController);
    try {
      const accept = 'application/json, */*';
      expect((await app.request('GET', '/posts', { headers: { Accept: accept, 'X-Requested-With': 'XMLHttpRequest' } })).body).toBe('[{"id":1}]');
      expect((await app.request('GET', '/posts', { headers: { Accept: accept, 'X-Requested-With': 'xmlhttprequest' } })).body).toBe('[{"id":1}]');
      expect((await app.request('GET', '/posts', { headers: { Accept: accept } })).body).toBe('<p>posts</p>');
      expect((await app.request('GET', '/posts', { headers: { Accept: accept, 'X-Requested-With': 'fetch' } })).body).toBe('<p>posts</p>');
      // An error before the route: its format too.
      const missing = await app.request('GET', '/nope', { headers: { Accept: accept, 'X-Requested-With': 'XMLHttpRequest' } });
      expect(missing.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await app.close();
    }
  });

  it('finds controllers in a Map, and a :controller route\'s controller and action (index by default) in its params', async () => {
    const controllers = new Map([['pages', { index: () => ({ page: 'index' }), about: () => ({ page: 'about' }) }]]);
    const app = await serve((r) => r.match(':controller(/:action)'), controllers as unknown as Controllers, { development: true });
    try {
      expect(JSON.parse((await app.request('GET', '/pages')).body)).toEqual({ page: 'index' });
      expect(JSON.parse((await app.request('GET', '/pages/about')).body)).toEqual({ page: 'about' });
      const ghost = await app.request('GET', '/ghosts.json');
      expect([ghost.status, JSON.parse(ghost.body).error]).toEqual([
        500,
        'No controller "ghosts" is registered (needed for GET /:controller(/:action)(.:format)); register it with createHandler(routes, { "ghosts": { … } })',
      ]);
      const action = await app.request('GET', '/pages/missing.json');
      expect(JSON.parse(action.body).error).toBe('The controller "pages" has no action "missing" (needed for GET /:controller(/:action)(.:format))');
    } finally {
      await app.close();
    }
  });

  it('logs a failure (method and URL) only for 5xx other than 503', async () => {
    const log = vi.fn();
    const fail = (status: number) => () => {
      throw Object.assign(new Error(`failed ${status}`), { status });
    };
    const app = await serve(
      (r) => {
        r.get('boom', { to: fail(500) });
        r.get('busy', { to: () => Promise.reject(Object.assign(new Error('busy'), { name: 'HttpError' })) });
      },
      {},
      { log, development: false },
    );
    try {
      const boom = await app.request('GET', '/boom?x=1');
      expect([boom.status, boom.body.includes('Internal Server Error'), boom.body.includes('failed')]).toEqual([500, true, false]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![0]).toBe('GET /boom?x=1 failed:');
      expect((await app.request('GET', '/nope')).status).toBe(404);
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });

  it('names a refused host and the verbs a path answers', async () => {
    const app = await serve(posts, postsController, { development: false, hosts: ['example.com'] });
    try {
      const blocked = await app.request('GET', '/posts', { headers: { Host: 'evil.example' } });
      expect([blocked.status, blocked.body]).toEqual([403, expect.stringContaining('Blocked host: &quot;evil.example&quot;')]);
      const allowed = await app.request('POST', '/posts/1.json', { headers: { Host: 'example.com', 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
      expect([allowed.status, allowed.headers.allow, JSON.parse(allowed.body).error]).toEqual([405, 'GET', 'No route matches [POST] "/posts/1.json": the path answers GET']);
    } finally {
      await app.close();
    }
  });

  it('keeps a path it cannot decode for itself under Express (400), and passes on paths it does not have', async () => {
    const app = express();
    app.use(createExpressMiddleware(new RouteSet().draw(posts), postsController, { log: () => {}, development: false }));
    app.use((_req, res) => void res.status(404).send('express 404'));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await send(base, 'GET', '/posts/%E0%A4%A')).status).toBe(400);
      expect((await send(base, 'GET', '/elsewhere')).body).toBe('express 404');
      expect(JSON.parse((await send(base, 'GET', '/posts/3.json')).body)).toEqual({ id: '3' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('gives a stalled body the time the options give it (408, closed), and a refused one a closed connection', async () => {
    const routes = new RouteSet().draw((r) => r.post('upload', { to: () => ({ ok: true }) }));
    const server = await listen(createHandler(routes, {}, { log: () => {}, forgeryProtection: false, timeouts: { body: 150 }, limits: { bodySize: 64 } }));
    try {
      const head = (length: number) => `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;
      const started = Date.now();
      const stalled = await rawRequest(server.port, head(40), { chunk: Buffer.from('a=1&'), total: 40, stallAfter: 4, waitMs: 3000 });
      expect([stalled.status, stalled.closed]).toEqual([408, true]);
      expect(Date.now() - started).toBeLessThan(2500);
      // Over the size limit: 413 at once, and the connection closed rather than the rest read.
      const big = await rawRequest(server.port, head(100000), { total: 100000, stallAfter: 1000, waitMs: 3000 });
      expect([big.status, big.closed]).toEqual([413, true]);
      expect(big.response).toMatch(/\r\nConnection: close\r\n/i);
    } finally {
      await server.close();
    }
  });

  it('shows an exception\'s message and stack in development only; an HttpError\'s message always', async () => {
    const routes = (r: Mapper) => {
      r.get('boom', {
        to: () => {
          throw new TypeError('secret detail');
        },
      });
      r.get('teapot', {
        to: () => {
          throw new HttpError(418, 'short and stout');
        },
      });
    };
    for (const development of [true, false]) {
      const app = await serve(routes, {}, { development });
      try {
        const boom = JSON.parse((await app.request('GET', '/boom.json')).body);
        if (development) expect([boom.error, boom.details]).toEqual(['secret detail', expect.stringMatching(/^TypeError: secret detail\n\s+at /)]);
        else expect(boom).toEqual({ status: 500, error: 'Internal Server Error' });
        expect(JSON.parse((await app.request('GET', '/teapot.json')).body)).toEqual({ status: 418, error: 'short and stout' });
      } finally {
        await app.close();
      }
    }
  });
});
