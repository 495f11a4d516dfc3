// The contract app behind two fetch handlers, CSRF protection on and off, each reporting its buffered body bytes
// on the stats page. Every fetch entry (Node, Bun, Deno, workerd) serves these.
import { createFetchHandler, type FetchHandler } from '../../../src/fetch/index.js';
import { contractApp } from '../app.js';

export function contractHandler(csrf: boolean): FetchHandler {
  const app = contractApp(csrf);
  const handler = createFetchHandler(app.routes, app.controllers, app.options);
  app.state.buffered = () => handler.bufferedBodyBytes;
  return handler;
}
