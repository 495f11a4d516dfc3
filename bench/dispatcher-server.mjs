/**
 * One server for bench/dispatcher.mjs, in its own process: `node dispatcher-server.mjs <kind>`. Every kind
 * answers `GET /users/:id` with the small JSON `{"id":"…"}` on the same route table (table.mjs); it listens
 * on a free port, sends `{ port }` to its parent, and on 'cpu' answers with the CPU time it has used.
 */
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import express from 'express';
import Fastify from 'fastify';
import { createExpressMiddleware, createHandler, resourceRoutingPlugin, RouteSet } from '../dist/index.js';
import { draw, peerRoutes } from './table.mjs';

const routes = new RouteSet().draw((r) => draw(r));
// Every controller's show answers the same small JSON; other actions are never requested.
const controllers = {};
for (const route of routes.routes) (controllers[route.controller] ??= {})[route.action] = (ctx) => ({ id: ctx.params.id });
const peers = peerRoutes(routes.routes);
const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const json = (id) => JSON.stringify({ id });

const servers = {
  // The floor: node:http with one hand-written route.
  'bare node:http': () =>
    createServer((req, res) => {
      const m = /^\/users\/([^/?]+)/.exec(req.url);
      if (!m) return res.writeHead(404).end();
      // The same bytes as ours: Content-Type and Content-Length, the body written with the headers.
      const body = json(m[1]);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    }),
  'resource-routing node:http': () => createServer(createHandler(routes, controllers, { development: false })),
  'plain Fastify': async () => {
    const app = Fastify();
    for (const { verbs, path } of peers) app.route({ method: verbs ?? ALL.filter((v) => v !== 'HEAD'), url: path, handler: async (req) => ({ id: req.params.id }) });
    await app.ready();
    return app.server;
  },
  'Fastify + plugin': async () => {
    const app = Fastify();
    await app.register(resourceRoutingPlugin, { routes, controllers, development: false });
    await app.ready();
    return app.server;
  },
  'plain Express': () => {
    const app = express();
    for (const { verbs, path } of peers) for (const verb of verbs ?? ['all']) app[verb.toLowerCase()](path, (req, res) => res.json({ id: req.params.id }));
    return createServer(app);
  },
  'Express + middleware': () => {
    const app = express();
    app.use(createExpressMiddleware(routes, controllers, { development: false }));
    return createServer(app);
  },
};

export const KINDS = Object.keys(servers);

if (process.argv[2]) {
  const server = await servers[process.argv[2]]();
  const listening = server.listening ? Promise.resolve() : new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  await listening;
  process.on('message', (message) => {
    if (message === 'exit') process.exit(0);
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpu: (user + system) / 1000 });
    }
  });
  process.send({ port: server.address().port });
}
