import express from 'express';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpressMiddleware, html, resourceRoutingPlugin, RouteSet, type ActionContext, type Controllers } from '../../src/index.js';
import { form, multipart, rawRequest, send } from './support.js';

const routes = new RouteSet().draw((r) => {
  r.resources('posts', { only: ['index', 'show', 'new', 'create', 'update', 'destroy'] });
  // A path with routes for POST and DELETE: the adapter finds the POST route first, override must still win.
  r.post('posts/:id/archive', { to: 'posts#archive' });
  r.delete('posts/:id/archive', { to: 'posts#unarchive' });
});

const controllers: Controllers = {
  posts: {
    index: (ctx: ActionContext) => ctx.respondTo({ html: () => html`<h1>Posts</h1>`, json: () => [{ id: 1 }] }),
    show: (ctx: ActionContext) => ctx.respondTo({ json: () => ({ id: ctx.params.id }), xml: () => ({ id: ctx.params.id }) }),
    new: () => html`<form></form>`,
    create: (ctx: ActionContext) => ctx.render({ json: { created: ctx.params.post }, status: 201 }),
    update: (ctx: ActionContext) => ctx.render({ json: { verb: ctx.verb, post: ctx.params.post } }),
    destroy: (ctx: ActionContext) => ctx.render({ json: { verb: ctx.verb, id: ctx.params.id } }),
    archive: (ctx: ActionContext) => ({ action: 'archive', id: ctx.params.id }),
    unarchive: (ctx: ActionContext) => ({ action: 'unarchive', id: ctx.params.id }),
  },
};

/** The behaviour both frameworks must show with the router mounted; `other` is a route of the framework's own. */
function sharedBehaviour(base: () => string) {
  it('dispatches to the action', async () => {
    const res = await send(base(), 'GET', '/posts');
    expect([res.status, res.body]).toEqual([200, '<h1>Posts</h1>']);
  });

  it('routes a POST with _method=delete to the DELETE route where the path has a POST route too', async () => {
    expect(JSON.parse((await send(base(), 'POST', '/posts/4/archive', form('_method=delete'))).body)).toEqual({ action: 'unarchive', id: '4' });
    expect(JSON.parse((await send(base(), 'POST', '/posts/5/archive', form('x=1'))).body)).toEqual({ action: 'archive', id: '5' });
  });

  it('negotiates the format', async () => {
    expect((await send(base(), 'GET', '/posts/4.xml')).body).toMatch(/<hash>\n {2}<id>4<\/id>/);
    expect((await send(base(), 'GET', '/posts', { headers: { Accept: 'application/json' } })).body).toBe('[{"id":1}]');
  });

  it('routes a POST with _method=put as PUT, with nested params', async () => {
    const res = await send(base(), 'POST', '/posts/4', form('_method=put&post[title]=Bye'));
    expect(JSON.parse(res.body)).toEqual({ verb: 'PUT', post: { title: 'Bye' } });
  });

  it('routes a multipart POST with _method=delete as DELETE', async () => {
    const res = await send(base(), 'POST', '/posts/4', multipart([{ name: '_method', value: 'delete' }]));
    expect(JSON.parse(res.body)).toEqual({ verb: 'DELETE', id: '4' });
  });

  it('reads a JSON body', async () => {
    const res = await send(base(), 'POST', '/posts', { headers: { 'Content-Type': 'application/json' }, body: '{"post":{"title":"J"}}' });
    expect([res.status, JSON.parse(res.body)]).toEqual([201, { created: { title: 'J' } }]);
  });

  it('answers 405 with Allow for a known path', async () => {
    const res = await send(base(), 'POST', '/posts/new');
    expect([res.status, res.headers.allow]).toEqual([405, 'GET']);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await send(base(), 'HEAD', '/posts');
    expect([res.status, res.body, res.headers['content-length']]).toEqual([200, '', '14']);
  });

  it('keeps the safety limits: other hosts 403, a stalled body 408 and closed, security headers', async () => {
    expect((await send(base(), 'GET', '/posts', { headers: { Host: 'evil.example' } })).status).toBe(403);
    const port = Number(new URL(base()).port);
    const head = 'POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n';
    const stalled = await rawRequest(port, head, { total: 100, stallAfter: 5, waitMs: 3000 });
    expect([stalled.status, stalled.closed]).toEqual([408, true]);
    expect((await send(base(), 'GET', '/posts')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves paths it has no route for to the framework', async () => {
    const own = await send(base(), 'GET', '/other');
    expect([own.status, own.body]).toEqual([200, 'framework route']);
    expect((await send(base(), 'GET', '/nowhere')).status).toBe(404);
  });
}

describe('Express middleware', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.use(createExpressMiddleware(routes, controllers, { log: () => {}, forgeryProtection: false, timeouts: { body: 300 } }));
    app.get('/other', (_req, res) => {
      res.send('framework route');
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  sharedBehaviour(() => base);

  it('uses a body Express already parsed', async () => {
    const app = express();
    app.use(express.urlencoded({ extended: true }));
    app.use(createExpressMiddleware(routes, controllers, { forgeryProtection: false }));
    const s = await new Promise<Server>((resolve) => {
      const srv = app.listen(0, '127.0.0.1', () => resolve(srv));
    });
    try {
      const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
      const res = await send(url, 'POST', '/posts/4', form('_method=put&post[title]=Parsed&__proto__[x]=1'));
      expect(JSON.parse(res.body)).toEqual({ verb: 'PUT', post: { title: 'Parsed' } });
    } finally {
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });
});

describe('Fastify plugin', () => {
  let app: FastifyInstance;
  let base = '';
  beforeAll(async () => {
    app = Fastify();
    await app.register(resourceRoutingPlugin, { routes, controllers, log: () => {}, forgeryProtection: false, timeouts: { body: 300 } });
    app.get('/other', async () => 'framework route');
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  sharedBehaviour(() => base);
});

describe('CSRF protection is on by default under both adapters', () => {
  it('refuses a POST without a token with 422 (Express and Fastify)', async () => {
    const expressApp = express();
    expressApp.use(createExpressMiddleware(routes, controllers));
    const expressServer = await new Promise<Server>((resolve) => {
      const srv = expressApp.listen(0, '127.0.0.1', () => resolve(srv));
    });
    const fastify = Fastify();
    await fastify.register(resourceRoutingPlugin, { routes, controllers });
    const fastifyBase = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const url of [`http://127.0.0.1:${(expressServer.address() as AddressInfo).port}`, fastifyBase]) {
        expect((await send(url, 'POST', '/posts/4', form('_method=delete'))).status).toBe(422);
      }
    } finally {
      await new Promise<void>((resolve) => expressServer.close(() => resolve()));
      await fastify.close();
    }
  });
});
