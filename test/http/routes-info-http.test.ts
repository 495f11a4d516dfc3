// /rails/info/routes through createHandler and the Express adapter: served in development only (404 in
// production, whatever decides it), before the app's routes, with the handler's security headers and host checks.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpressMiddleware, createHandler, RouteSet, type ActionContext, type HandlerOptions } from '../../src/index.js';
import { listen, send } from './support.js';

const routes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['show', 'edit'] });
  r.get('rails/info/properties', { to: 'info#properties' });
});
const controllers = {
  posts: { show: (ctx: ActionContext) => ({ id: ctx.params.id }), edit: () => 'edit' },
  info: { properties: () => 'the app’s own' },
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  vi.unstubAllEnvs();
});

async function serve(options: HandlerOptions, table = routes) {
  const server = await listen(createHandler(table, controllers, options));
  close = server.close;
  return (method: string, path: string, headers: Record<string, string> = {}) => send(server.base, method, path, { headers });
}

describe('in development', () => {
  it('serves the page with the security headers, and its own policy', async () => {
    const request = await serve({ development: true });
    const res = await request('GET', '/rails/info/routes');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self';/);
    expect([res.headers['x-frame-options'], res.headers['x-content-type-options']]).toEqual(['SAMEORIGIN', 'nosniff']);
    expect(res.body).toContain('<td data-name="edit_post">edit_post<span class="helper">_path</span></td><td>GET</td><td>/posts/:id/edit(.:format)</td>');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('answers the search by path as JSON, the script and the style, and redirects /rails/info', async () => {
    const request = await serve({ development: true });
    const found = await request('GET', '/rails/info/routes?path=%2Fposts%2F7%2Fedit');
    expect([found.status, found.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expect(JSON.parse(found.body)).toEqual({ path: '/posts/7/edit', total: 3, exact: [{ index: 0, name: 'edit_post', verb: 'GET', path: '/posts/:id/edit(.:format)', target: 'posts#edit' }] });
    expect((await request('GET', '/rails/info/routes.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await request('GET', '/rails/info/routes.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const moved = await request('GET', '/rails/info');
    expect([moved.status, moved.headers.location]).toEqual([302, '/rails/info/routes']);
    expect((await request('GET', '/rails/info/routes?path=%2Fposts%2F%25ZZ')).status).toBe(400);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const request = await serve({ development: true });
    const [head, get] = [await request('HEAD', '/rails/info/routes'), await request('GET', '/rails/info/routes')];
    expect([head.status, head.body, head.headers['content-length']]).toEqual([200, '', get.headers['content-length']]);
  });

  it('comes before the app’s routes (Rails prepends it); other /rails/info paths stay the app’s', async () => {
    const mine = new RouteSet().draw((r) => r.get('rails/info/routes', { to: 'info#properties' }));
    const request = await serve({ development: true }, mine);
    expect((await request('GET', '/rails/info/routes')).body).toContain('<h1>Routes</h1>');
    const other = await serve({ development: true });
    expect((await other('GET', '/rails/info/properties')).body).toBe('the app’s own');
  });

  it('leaves other verbs to routing (404), and still refuses a host that is not allowed', async () => {
    const request = await serve({ development: true, hosts: ['example.com'] });
    expect((await request('POST', '/rails/info/routes', { Host: 'localhost' })).status).toBe(404);
    expect((await request('GET', '/rails/info/routes', { Host: 'evil.example' })).status).toBe(403);
    expect((await request('GET', '/rails/info/routes', { Host: 'example.com' })).status).toBe(200);
  });

  it('is the default unless NODE_ENV is production', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const request = await serve({});
    expect((await request('GET', '/rails/info/routes')).status).toBe(200);
  });
});

describe('in production', () => {
  it.each([
    ['development: false', { development: false }, 'development'],
    ['NODE_ENV=production', {}, 'production'],
  ] as const)('is not there (%s): 404 for the page, its search, its pieces and the redirect', async (_, options, env) => {
    vi.stubEnv('NODE_ENV', env);
    const request = await serve(options);
    for (const path of ['/rails/info/routes', '/rails/info/routes?path=%2Fposts%2F7', '/rails/info/routes.js', '/rails/info/routes.css', '/rails/info']) {
      const res = await request('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body).not.toContain('/posts/:id/edit');
    }
  });

  it('leaves the path to the app’s own route', async () => {
    const mine = new RouteSet().draw((r) => r.get('rails/info/routes', { to: 'info#properties' }));
    const request = await serve({ development: false }, mine);
    expect((await request('GET', '/rails/info/routes')).body).toBe('the app’s own');
  });
});

describe('behind Express', () => {
  async function mount(development: boolean) {
    const app = express();
    app.use(createExpressMiddleware(routes, controllers, { development }));
    app.use((_req, res) => void res.status(404).send('express 404'));
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
    return (path: string) => send(base, 'GET', path);
  }

  it('serves the page in development: the adapter does not pass it on', async () => {
    const get = await mount(true);
    expect((await get('/rails/info/routes')).body).toContain('<h1>Routes</h1>');
    expect((await get('/rails/info/routes.js')).status).toBe(200);
    expect((await get('/rails/info')).status).toBe(302);
  });

  it('passes it on in production', async () => {
    const get = await mount(false);
    expect((await get('/rails/info/routes')).body).toBe('express 404');
  });
});
