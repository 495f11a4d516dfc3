// createHonoMiddleware in a real Hono app (hono is a devDependency; the library only knows Hono's shape): which
// requests it answers, which it passes on, its options (a function of c.env), and the client's address from env.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createFetchHandler, createHandler, createHonoMiddleware, RouteSet, type AdapterOptions, type FetchContext } from '../../src/index.js';

const routes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['index', 'show', 'create'] });
  r.get('who', { to: 'pages#who' });
});
const controllers = {
  posts: {
    index: () => ['a post'],
    show: (ctx: FetchContext<{ id: string }>) => ({ id: ctx.params.id }),
    create: (ctx: FetchContext) => ctx.render({ json: ctx.params.require('post').permit('title'), status: 201 }),
  },
  pages: { who: (ctx: FetchContext) => ({ ip: ctx.info.ip, isRequest: ctx.request instanceof Request }) },
};
const quiet: AdapterOptions = { forgeryProtection: false, log: () => {} };

function app(options: AdapterOptions | ((env: unknown) => AdapterOptions) = quiet) {
  const hono = new Hono();
  hono.use(createHonoMiddleware(routes, controllers, options));
  hono.get('/posts/:id/raw', (c) => c.text(`hono ${c.req.param('id')}`));
  hono.get('/other', (c) => c.text('hono other'));
  return hono;
}
const get = async (hono: Hono, path: string, init?: RequestInit, env?: unknown) => {
  const res = await hono.fetch(new Request(`http://localhost${path}`, init), env);
  return [res.status, await res.text()] as const;
};

describe('createHonoMiddleware', () => {
  it("answers the route set's paths, with bodies read from the Request's stream", async () => {
    const hono = app();
    expect(await get(hono, '/posts')).toEqual([200, '["a post"]']);
    expect(await get(hono, '/posts/7.json')).toEqual([200, '{"id":"7"}']);
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'post[title]=Hi&post[admin]=1' };
    expect(await get(hono, '/posts', form)).toEqual([201, '{"title":"Hi"}']);
  });

  it('passes paths no route has on to Hono, and answers a known path with another verb itself (405)', async () => {
    const hono = app();
    expect(await get(hono, '/other')).toEqual([200, 'hono other']);
    expect(await get(hono, '/posts/7/raw')).toEqual([200, 'hono 7']);
    expect((await get(hono, '/nothing'))[0]).toBe(404);
    const res = await hono.fetch(new Request('http://localhost/posts/7', { method: 'DELETE' }));
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET']);
  });

  it('answers a malformed path (400), and in development the route table, instead of passing them on', async () => {
    expect((await get(app(), '/posts/%E0%A4%A'))[0]).toBe(400);
    expect((await get(app({ ...quiet, development: false }), '/rails/info/routes'))[0]).toBe(404);
    const dev = await get(app({ ...quiet, development: true }), '/rails/info/routes');
    expect([dev[0], dev[1]]).toEqual([200, expect.stringContaining('/posts/:id(.:format)')]);
  });

  it('with fallthrough: false answers every request itself (404 for unknown paths)', async () => {
    const hono = app({ ...quiet, fallthrough: false });
    expect(await get(hono, '/other')).toEqual([404, expect.stringContaining('No route matches')]);
    expect(await get(hono, '/posts')).toEqual([200, '["a post"]']);
  });

  it("makes its options from c.env once, on the first request (a Worker's bindings)", async () => {
    const seen: unknown[] = [];
    const hono = app((env) => {
      seen.push(env);
      return { ...quiet, hosts: [(env as { HOST: string }).HOST] };
    });
    expect((await get(hono, '/posts', undefined, { HOST: 'localhost' }))[0]).toBe(200);
    expect((await get(hono, '/posts', undefined, { HOST: 'elsewhere' }))[0]).toBe(200);
    expect(seen).toEqual([{ HOST: 'localhost' }]);
  });

  it("reads the client's address from c.env: Bun's server, Deno's info, @hono/node-server's incoming request", async () => {
    const hono = app();
    const who = async (env: unknown) => JSON.parse((await get(hono, '/who', undefined, env))[1]) as unknown;
    expect(await who({ requestIP: () => ({ address: '10.0.0.1' }) })).toEqual({ ip: '10.0.0.1', isRequest: true });
    expect(await who({ remoteAddr: { hostname: '10.0.0.2' } })).toEqual({ ip: '10.0.0.2', isRequest: true });
    expect(await who({ incoming: { socket: { remoteAddress: '10.0.0.3' } } })).toEqual({ ip: '10.0.0.3', isRequest: true });
    expect(await who({ incoming: { socket: null } })).toEqual({ ip: '', isRequest: true });
  });
});

describe('handlers take a route set with typed helpers', () => {
  it('as `resource-routing types` declares them (RouteSet<AppRouteHelpers>)', async () => {
    const typed = new RouteSet<{ posts_path(): string }>().draw((r) => r.resources('posts', { only: ['index'] }));
    // These lines compile (npm run lint type-checks the tests): no cast from RouteSet<AppRouteHelpers> needed.
    const handler = createFetchHandler(typed, controllers, quiet);
    expect(typeof createHandler(typed, controllers, quiet)).toBe('function');
    expect(typeof createHonoMiddleware(typed, controllers, quiet)).toBe('function');
    expect((await handler(new Request(`http://localhost${typed.helpers.posts_path()}`))).status).toBe(200);
  });
});
