import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_TIMEOUT, type Timeouts } from './protection.js';

const tightened = new WeakSet<object>();

/**
 * How often node:http checks its deadlines, for a headers deadline of `headers` ms. node:http only looks at
 * `headersTimeout` every `connectionsCheckingInterval` (30 s by default), so a 30 s deadline cut slow clients
 * after 30–60 s; checked every 1/30 of the deadline (at most every second), a 30 s deadline holds within 31 s.
 */
export const checkingInterval = (headers: number): number => Math.max(10, Math.min(1000, Math.floor(headers / 30)));

/**
 * Sets the deadline for headers on a `node:http` server (`headersTimeout`, and how often node:http checks it,
 * so the deadline holds to within a thirtieth). Only ever tightens: a server configured with a shorter
 * `headersTimeout` or checking interval keeps it. The handler does this on the server it first meets a request
 * from; `applyServerTimeouts(server)` does it up front, for the connections before the first request too.
 */
export function applyServerTimeouts(server: Server, timeouts: Timeouts = {}): void {
  const headers = timeouts.headers ?? DEFAULT_TIMEOUT;
  tightened.add(server);
  if (!(headers > 0)) return;
  if (server.headersTimeout === 0 || server.headersTimeout > headers) server.headersTimeout = headers;
  const wanted = checkingInterval(server.headersTimeout);
  const checked = server as Server & { connectionsCheckingInterval?: number };
  if (typeof checked.connectionsCheckingInterval !== 'number' || checked.connectionsCheckingInterval <= wanted) return;
  checked.connectionsCheckingInterval = wanted;
  // A listening server's checker already runs at the old interval: node:http restarts it (with the new
  // interval) in its own 'listening' listener, which is safe to call again. Before `listen` it starts right.
  if (server.listening) {
    const restart = server.listeners('listening').find((listener) => listener.name === 'setupConnectionsTracking');
    restart?.call(server);
  }
}

/** `applyServerTimeouts` on the server a request came through, the first time the handler meets it. */
export function tightenServerOf(req: IncomingMessage, timeouts: Timeouts): void {
  const server = (req.socket as { server?: Server } | undefined)?.server;
  if (server && typeof server === 'object' && 'headersTimeout' in server && !tightened.has(server)) applyServerTimeouts(server, timeouts);
}

/** How long a connection closed on an unread body stays half-open, so the client can read the answer. */
export const LINGER_MS = 2000;
const lingering = new WeakSet<object>();
const noop = () => {};

/**
 * Closes the connection after the answer without reading the rest of the body, and without losing the
 * answer: closing a socket with unread data makes the kernel send a reset, which can discard the answer
 * before the client reads it. So the body is taken as consumed (Node would otherwise read it to the end to
 * keep the connection), reading stops, the server half-closes after the answer, and the socket is destroyed
 * `LINGER_MS` later (a lingering close, as nginx and Apache do). Reading stays stopped meanwhile.
 */
export function closeWithoutReading(req: IncomingMessage): void {
  const socket = req.socket as (Socket & { destroySoon?: () => void }) | null;
  if (req.complete || !socket || socket.destroyed) return;
  if (req.listenerCount('data') === 0) req.on('data', noop);
  req.pause();
  if (lingering.has(socket)) return;
  lingering.add(socket);
  // Node calls destroySoon once the answer to a `Connection: close` request is written.
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

/**
 * After an answer: one that closes the connection (`Connection: close`) before the whole body came (unread,
 * refused) closes it cleanly (`closeWithoutReading`). `connection` is the answer's Connection header.
 */
export function closeIfAnswerCloses(req: IncomingMessage, connection: unknown): void {
  if (!req.complete && String(connection ?? '').toLowerCase() === 'close') closeWithoutReading(req);
}
