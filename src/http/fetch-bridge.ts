import type { IncomingMessage, ServerResponse } from 'node:http';
import { cycleOf } from '../fetch/handler.js';
import { FetchResponse } from '../fetch/response.js';
import { NodeRequest } from './node-request.js';
import { keepBodyBytes, nodeFetchRequest, urlOf } from './node-fetch-request.js';
import { closeIfAnswerCloses, tightenServerOf } from './node-server.js';
import type { ReadOptions } from './exchange.js';
import { DEFAULT_TIMEOUT, type Timeouts } from './protection.js';

/** A Web-standard handler: `createFetchHandler`'s, a Hono app's `fetch`, any `(Request) => Response`. */
export type FetchLike = (request: Request, env?: unknown) => Response | Promise<Response>;

/** What the bridge gives a handler as its second argument, as @hono/node-server does: node:http's request and response. */
export interface NodeEnv {
  readonly incoming: IncomingMessage;
  readonly outgoing: ServerResponse;
}

export interface NodeListenerOptions {
  /**
   * The deadline for a request's headers, set on the server the first request comes through (as the node:http
   * handler does); a handler from `createFetchHandler` brings its own `timeouts`.
   */
  timeouts?: Pick<Timeouts, 'headers'>;
  /** Told of a handler that failed (it threw or its promise rejected): answered 500. `console.error` by default. */
  onError?: (error: unknown) => void;
}

/**
 * A node:http request as the request cycle reads it, for a fetch handler's cycle: `ctx.request` is a `Request`
 * (made lazily), and the body bytes the cycle read stay available to it.
 */
class BridgedRequest extends NodeRequest {
  override async readBody(limit: number, options: ReadOptions): Promise<Uint8Array> {
    const bytes = await super.readBody(limit, options);
    keepBodyBytes(this.raw, bytes);
    return bytes;
  }
}

/**
 * A `node:http` request listener serving a fetch handler: `createServer(toNodeListener(handler)).listen(3000)`.
 * A handler from `createFetchHandler` runs its request cycle on node:http's request and response directly (its
 * actions still get a `Request` as `ctx.request`, made only when read, and `FetchResponse` as `ctx.response`):
 * no undici `Request` or `Response` per request. Any other handler (a Hono app's `fetch`, a wrapped handler) gets
 * a lazily made `Request` and its `Response` is streamed out; the second argument is `{ incoming, outgoing }`.
 */
export function toNodeListener(handler: FetchLike, options: NodeListenerOptions = {}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const onError = options.onError ?? ((error: unknown) => console.error('resource-routing: the fetch handler failed:', error));
  const cycles = cycleOf(handler);
  if (cycles !== undefined) {
    return async (req, res) => {
      const { cycle } = cycles({ incoming: req, outgoing: res } satisfies NodeEnv);
      tightenServerOf(req, cycle.timeouts);
      const response = new FetchResponse();
      await cycle.run(new BridgedRequest(req, nodeFetchRequest(req, res)), response);
      try {
        response.writeTo(res, req.method === 'HEAD');
      } catch (error) {
        // node:http refused what the action set (a header value with a line break): the answer is a 500.
        fail(res, error, onError);
      }
      closeIfAnswerCloses(req, response.getHeader('connection'));
    };
  }
  const timeouts = { headers: options.timeouts?.headers ?? DEFAULT_TIMEOUT };
  return async (req, res) => {
    tightenServerOf(req, timeouts);
    const url = urlOf(req);
    // Only a path names a resource here: `*` and absolute forms are refused, as a fetch runtime refuses them.
    if (url === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end('Bad Request');
      return;
    }
    try {
      const response = await handler(nodeFetchRequest(req, res, url), { incoming: req, outgoing: res } satisfies NodeEnv);
      await writeResponse(res, response);
    } catch (error) {
      fail(res, error, onError);
    }
    // A body the handler left unread is not read on: the connection closes.
    if (!req.complete) req.destroy();
  };
}

/** A 500 for a handler that failed, or the connection closed when its answer had begun. */
function fail(res: ServerResponse, error: unknown, onError: (error: unknown) => void): void {
  onError(error);
  if (res.headersSent) res.destroy();
  else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '21' }).end('Internal Server Error');
}

/** A `Response` written on node:http's response: status, every header (each `Set-Cookie` line), the body streamed. */
async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: string[] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push('set-cookie', cookie);
  res.writeHead(response.status, headers);
  const body = response.body;
  if (body !== null) {
    const reader = body.getReader();
    // The answer closed before the stream's end (the client gone, or the handler destroyed `outgoing`): the stream
    // is cancelled, so a streaming answer stops being produced. After the stream's end this does nothing.
    res.once('close', () => void reader.cancel().catch(() => {}));
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    }
  }
  if (res.destroyed) return;
  // Ended once its bytes are handed to the socket: only then may an unread body's connection be closed.
  await new Promise<void>((resolve) => res.end(resolve));
}
