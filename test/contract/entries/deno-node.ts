// The contract app on Deno's node:http (Node's HTTP server as Deno ships it), answered by the node:http handler
// (bundled by test/contract/bundle.ts, run by the Deno from @deno/linux-x64-glibc): unlike Deno.serve, this server
// has a deadline for request headers. Prints `listening PROTECTED OPEN` (CSRF protection on and off).
import { createServer } from 'node:http';
import { applyServerTimeouts, Dispatcher } from '../../../src/http/index.js';
import { contractApp } from '../app.js';
import { NODE_HEADERS_DEADLINE } from '../deadline.js';

declare const Deno: { version: { deno: string } };

function listen(csrf: boolean): Promise<number> {
  const app = contractApp(csrf);
  const timeouts = { ...app.options.timeouts, headers: NODE_HEADERS_DEADLINE };
  const dispatcher = new Dispatcher(app.routes, app.controllers, { ...app.options, timeouts });
  app.state.buffered = () => dispatcher.bufferedBodyBytes;
  const server = createServer((req, res) => dispatcher.handle(req, res));
  applyServerTimeouts(server, timeouts);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

const ports = await Promise.all([listen(true), listen(false)]);
console.log(`listening ${ports.join(' ')} (deno ${Deno.version.deno}, node:http)`);
