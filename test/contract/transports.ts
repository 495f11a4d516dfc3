// The transports the HTTP contract suite runs against. Each serves the contract app twice (CSRF protection on
// and off) on loopback ports; a runtime whose binary cannot run here is a skip with the reason, never a pass.
import { createServer, type RequestListener, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyServerTimeouts, Dispatcher, toNodeListener } from '../../src/http/index.js';
import { runtime } from '../../scripts/runtimes.mjs';
import { startServer } from '../fetch/servers.js';
import { contractApp } from './app.js';
import { bundleEntry, type Entry } from './bundle.js';
import { contractHandler } from './entries/handlers.js';
import { NODE_HEADERS_DEADLINE } from './deadline.js';
import { startWorkerd } from './workerd-server.js';

export interface Origin {
  readonly base: string;
  readonly port: number;
}

export interface Served {
  /** The app with CSRF protection on, and the same app with it off. */
  readonly protected: Origin;
  readonly open: Origin;
  stop(): Promise<void>;
}

export interface Transport {
  readonly name: string;
  /** The runtime's version, or why it cannot run here. */
  readonly version?: string;
  readonly skip?: string;
  /** How long the transport lets a client stall in its headers (ms), and who sets that deadline. */
  readonly headersDeadline: number;
  readonly headersDeadlineSource: string;
  /** Why the transport does not hold the deadline (the test is then expected to fail, and says so). */
  readonly headersDeadlineGap?: string;
  /**
   * What the server does with a body the handler refused unread: answers then closes (node:http), closes at once,
   * resetting the connection (workerd), or reads the rest and drops it, keeping the connection (Bun, Deno).
   */
  readonly unreadBody: 'closed' | 'reset' | 'drained';
  start(): Promise<Served>;
}

export { NODE_HEADERS_DEADLINE };

const origin = (port: number): Origin => ({ base: `http://127.0.0.1:${port}`, port });

async function listenNode(listener: RequestListener, configure: (server: Server) => void = () => {}): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer(listener);
  configure(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return { port, close };
}

async function servePair(listenerFor: (csrf: boolean) => Promise<{ port: number; close: () => Promise<void> }>): Promise<Served> {
  const [on, off] = await Promise.all([listenerFor(true), listenerFor(false)]);
  return { protected: origin(on.port), open: origin(off.port), stop: async () => void (await Promise.all([on.close(), off.close()])) };
}

export const nodeHttp: Transport = {
  name: 'node:http handler',
  version: `node ${process.version}`,
  headersDeadline: NODE_HEADERS_DEADLINE,
  headersDeadlineSource: 'timeouts.headers, checked every thirtieth of it',
  unreadBody: 'closed',
  start: () =>
    servePair((csrf) => {
      const app = contractApp(csrf);
      const dispatcher = new Dispatcher(app.routes, app.controllers, { ...app.options, timeouts: { ...app.options.timeouts, headers: NODE_HEADERS_DEADLINE } });
      app.state.buffered = () => dispatcher.bufferedBodyBytes;
      return listenNode((req, res) => dispatcher.handle(req, res));
    }),
};

/** The fetch handler behind the bridge resource-routing/http ships: its cycle runs on node:http's objects directly. */
export const fetchOnNode: Transport = {
  name: 'fetch handler on Node',
  version: `node ${process.version}`,
  // node:http reads the headers here too: the server is given the deadline as the node:http handler gives it.
  headersDeadline: NODE_HEADERS_DEADLINE,
  headersDeadlineSource: 'applyServerTimeouts on the server',
  unreadBody: 'closed',
  start: () => servePair((csrf) => listenNode(toNodeListener(contractHandler(csrf)), (server) => applyServerTimeouts(server, { headers: NODE_HEADERS_DEADLINE }))),
};

/**
 * The same bridge with the handler wrapped, as any other fetch handler (a Hono app, a middleware around ours) is
 * served: a lazily made `Request` in, the `Response` streamed out.
 */
export const fetchOnNodeWrapped: Transport = {
  ...fetchOnNode,
  name: 'fetch handler on Node, wrapped',
  start: () =>
    servePair((csrf) => {
      const handler = contractHandler(csrf);
      return listenNode(toNodeListener((request, env) => handler(request, env)), (server) => applyServerTimeouts(server, { headers: NODE_HEADERS_DEADLINE }));
    }),
};

/** A runtime started on a bundled entry (test/contract/entries) that prints `listening PROTECTED OPEN`. */
function spawned(
  name: 'bun' | 'deno',
  entry: Entry,
  args: (file: string) => string[],
  served: Pick<Transport, 'headersDeadline' | 'headersDeadlineSource' | 'headersDeadlineGap' | 'unreadBody'> & { readonly how?: string },
): Transport {
  const found = runtime(name);
  return {
    name: served.how ? `${served.how} on ${name}` : `fetch handler on ${name}`,
    version: found.version,
    skip: found.skip,
    ...served,
    async start() {
      const dir = mkdtempSync(join(tmpdir(), `contract-${entry}-`));
      const file = await bundleEntry(entry, dir);
      const server = await startServer(found.path!, args(file), {}, /listening (\d+) \d+/);
      const open = Number(/listening \d+ (\d+)/.exec(server.output())![1]);
      return { protected: origin(Number(new URL(server.url).port)), open: origin(open), stop: async () => (await server.stop(), rmSync(dir, { recursive: true, force: true })) };
    },
  };
}

// The fetch runtimes read the headers themselves: the suite holds each to the documented 30 s.
const DOCUMENTED_HEADERS_DEADLINE = 30_000;
const denoArgs = (file: string) => ['run', '--allow-net', '--no-prompt', file];

export const bun = spawned('bun', 'bun', (file) => [file], { headersDeadline: DOCUMENTED_HEADERS_DEADLINE, headersDeadlineSource: "Bun.serve's own", unreadBody: 'drained' });
export const deno = spawned('deno', 'deno', denoArgs, {
  headersDeadline: DOCUMENTED_HEADERS_DEADLINE,
  headersDeadlineSource: "Deno.serve's own",
  headersDeadlineGap: 'Deno.serve has no deadline for request headers (a stalled client was still connected after 200 s) and no option for one; serve with node:http on Deno (the next transport) or put a proxy with a header timeout in front',
  unreadBody: 'drained',
});
/** Deno's node:http (Node's server as Deno ships it) with the node:http handler: the deadline holds, as on Node.js. */
export const denoNodeHttp = spawned('deno', 'deno-node', denoArgs, {
  how: 'node:http handler',
  headersDeadline: NODE_HEADERS_DEADLINE,
  headersDeadlineSource: "timeouts.headers on Deno's node:http, checked every thirtieth of it",
  // Its half-close is not Node.js's: with the rest of a refused body unread, the client often sees a reset first.
  unreadBody: 'reset',
});

export const workerd: Transport = (() => {
  const found = runtime('workerd');
  return {
    name: 'fetch handler on workerd',
    version: found.version,
    skip: found.skip,
    headersDeadline: DOCUMENTED_HEADERS_DEADLINE,
    headersDeadlineSource: "workerd's own",
    unreadBody: 'reset',
    async start() {
      const { ports, stop } = await startWorkerd(found.path!);
      return { protected: origin(ports[0]), open: origin(ports[1]), stop };
    },
  };
})();
