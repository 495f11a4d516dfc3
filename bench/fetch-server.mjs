/* global Request */
/* global Bun */
/**
 * One server for bench/fetch.mjs, in its own process, on Node.js or Bun: `node|bun fetch-server.mjs <kind>`. Every
 * kind answers `GET /users/:id` with the small JSON `{"id":"…"}` on the same route table (table.mjs) and the same
 * three security headers, listens on a free loopback port and prints `PORT <n>`.
 */
import { createServer } from 'node:http';
import { Hono } from 'hono';
import { RouteSet } from '../dist/core.js';
import { createFetchHandler } from '../dist/fetch/index.js';
import { createHandler, toNodeListener } from '../dist/http/index.js';
import { draw, peerRoutes } from './table.mjs';

const routes = new RouteSet().draw((r) => draw(r));
// Every controller's show answers the same small JSON; other actions are never requested.
const controllers = {};
for (const route of routes.routes) (controllers[route.controller] ??= {})[route.action] = (ctx) => ({ id: ctx.params.id });
const options = { development: false, log: () => {}, session: { secret: 'bench'.repeat(13) } };
// What the handler sends with every answer (DEFAULT_SECURITY_HEADERS): Hono is given the same work.
const SECURITY_HEADERS = { 'X-Frame-Options': 'SAMEORIGIN', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

/** Hono with the same routes (every verb its route has), the same JSON and the same headers. */
function honoApp() {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  });
  for (const { verbs, path } of peerRoutes(routes.routes)) {
    const handler = (c) => c.json({ id: c.req.param('id') });
    if (verbs) app.on(verbs, path, handler);
    else app.all(path, handler);
  }
  return app;
}

/**
 * A fetch handler on node:http through undici's objects, as a plain Node.js bridge does it: a Request from the
 * IncomingMessage (GET only here: no body), the Response's status, headers and bytes written back. For
 * comparison with toNodeListener (kind 'fetch handler on Node, undici bridge'; not in bench/fetch.mjs's pairs).
 */
function undiciBridge(handler) {
  return (req, res) => {
    const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers: req.headers });
    handler(request).then(async (response) => {
      // The body read first, then headers and body in one write (node:http sends a string with its headers).
      const body = response.body ? await response.text() : undefined;
      res.writeHead(response.status, [...response.headers].flat());
      res.end(body);
    });
  };
}

const listenNode = (handler) => new Promise((resolve) => {
  const server = createServer(handler).listen(0, '127.0.0.1', () => resolve(server.address().port));
});
const listenBun = (fetch) => Bun.serve({ port: 0, hostname: '127.0.0.1', fetch }).port;

const KINDS = {
  'node:http handler': () => listenNode(createHandler(routes, controllers, options)),
  'fetch handler on Node': () => listenNode(toNodeListener(createFetchHandler(routes, controllers, options))),
  'fetch handler on Node, undici bridge': () => listenNode(undiciBridge(createFetchHandler(routes, controllers, options))),
  'Hono on Node': () => listenNode(toNodeListener(honoApp().fetch)),
  'fetch handler on Bun': () => listenBun(createFetchHandler(routes, controllers, options)),
  'Hono on Bun': () => listenBun(honoApp().fetch),
};

const kind = process.argv[2];
if (!KINDS[kind]) throw new Error(`fetch-server.mjs: no kind ${JSON.stringify(kind)} (${Object.keys(KINDS).join(', ')})`);
console.log(`PORT ${await KINDS[kind]()}`);
