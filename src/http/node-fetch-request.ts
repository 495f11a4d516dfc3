import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';

const INCOMING = Symbol('incoming');
const OUTGOING = Symbol('outgoing');
const REAL = Symbol('request');
const URL_STRING = Symbol('url');
const BYTES = Symbol('bytes');

interface Fields {
  [INCOMING]: IncomingMessage;
  [OUTGOING]: ServerResponse | undefined;
  [REAL]: Request | undefined;
  [URL_STRING]: string | undefined;
  [BYTES]: Uint8Array | undefined;
}

/** The body bytes the request cycle read, kept for a Request made later (see `NodeFetchRequest`). */
export function keepBodyBytes(request: unknown, bytes: Uint8Array): void {
  (request as Fields)[BYTES] = bytes;
}

/**
 * The absolute URL of a node:http request: `http(s)://` and the Host header, when it is a host a URL can hold
 * (a Host like `127.0.0.1@evil.example` stays in the headers, where the allowed-hosts check reads it, and the
 * URL says `localhost`). Undefined for a target that is not a path (`*`, an absolute form): no Request names it.
 */
export function urlOf(req: IncomingMessage): string | undefined {
  const target = req.url;
  if (!target?.startsWith('/')) return undefined;
  const host = req.headers.host;
  const origin = host !== undefined && isAuthority(host) ? host : 'localhost';
  return `${(req.socket as TLSSocket | null)?.encrypted ? 'https' : 'http'}://${origin}${target}`;
}

const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9._~!$&'()*+,;=%-]{1,253})(?::\d{1,5})?$/;
const isAuthority = (host: string): boolean => AUTHORITY.test(host) && URL.canParse(`http://${host}/`);

/** The real Request: every header line kept (a second `Host` line is joined, as fetch runtimes do), the body streamed. */
function realRequest(fields: Fields, url: string): Request {
  const req = fields[INCOMING];
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const method = req.method ?? 'GET';
  let body: RequestInit['body'];
  if (method !== 'GET' && method !== 'HEAD') {
    const bytes = fields[BYTES];
    // Through unknown: DOM's BodyInit (a program with lib.dom) takes only Uint8Array<ArrayBuffer>, undici's any.
    body = (bytes !== undefined ? bytes : req.readableEnded ? undefined : Readable.toWeb(req)) as unknown as RequestInit['body'];
  }
  // Aborted when the client goes before the answer is written, as a fetch runtime's request signal is.
  const aborted = new AbortController();
  const res = fields[OUTGOING];
  if (res !== undefined) {
    if (res.destroyed && !res.writableFinished) aborted.abort();
    else res.once('close', () => res.writableFinished || aborted.abort());
  }
  return new Request(url, { method, headers, body, signal: aborted.signal, duplex: 'half' } as RequestInit);
}

class LazyRequest {
  declare [INCOMING]: IncomingMessage;
  declare [OUTGOING]: ServerResponse | undefined;
  declare [REAL]: Request | undefined;
  declare [URL_STRING]: string | undefined;
  declare [BYTES]: Uint8Array | undefined;

  constructor(req: IncomingMessage, res: ServerResponse | undefined, url: string | undefined) {
    this[INCOMING] = req;
    this[OUTGOING] = res;
    this[REAL] = undefined;
    this[URL_STRING] = url;
    this[BYTES] = undefined;
  }

  get method(): string {
    return this[INCOMING].method ?? 'GET';
  }

  get url(): string {
    return (this[URL_STRING] ??= urlOf(this[INCOMING]) ?? 'http://localhost/');
  }
}

/** The real Request behind a lazy one, made on first use. */
function real(self: Fields): Request {
  return (self[REAL] ??= realRequest(self, (self as unknown as LazyRequest).url));
}

// Everything else a Request has is the real one's: getters and methods, whatever this Node.js version offers.
for (const name of Object.getOwnPropertyNames(Request.prototype)) {
  if (name === 'method' || name === 'url') continue;
  const descriptor = Object.getOwnPropertyDescriptor(Request.prototype, name)!;
  if (descriptor.get) {
    Object.defineProperty(LazyRequest.prototype, name, {
      get(this: Fields) {
        return (real(this) as unknown as Record<string, unknown>)[name];
      },
      configurable: true,
    });
  } else if (typeof descriptor.value === 'function') {
    Object.defineProperty(LazyRequest.prototype, name, {
      value(this: Fields, ...args: unknown[]) {
        const request = real(this) as unknown as Record<string, (...a: unknown[]) => unknown>;
        return request[name]!(...args);
      },
      writable: true,
      configurable: true,
    });
  }
}
// As for any Request, `request.constructor` is Request (the loop made it a method of the real one, LazyRequest
// before that), and its string tag says Request.
(LazyRequest.prototype as { constructor: unknown }).constructor = Request;
Object.defineProperty(LazyRequest.prototype, Symbol.toStringTag, { value: 'Request', configurable: true });
Object.setPrototypeOf(LazyRequest.prototype, Request.prototype);

/**
 * The `Request` a fetch handler is given for a node:http request, made lazily: `method` and `url` are read from
 * the message itself, and only what needs a real Fetch API `Request` (headers, body, signal, `text()`…) makes
 * one, once, on first use. Making undici's Request (its Headers, URL parsing, streams) costs more than routing
 * the request does, so a handler that reads nothing else never pays for it. `instanceof Request` holds (as with
 * @hono/node-server's and srvx's lightweight requests). `res` is where the answer goes: its early close aborts
 * the request's `signal`. `url` when already worked out.
 */
export function nodeFetchRequest(req: IncomingMessage, res?: ServerResponse, url?: string): Request {
  return new LazyRequest(req, res, url) as unknown as Request;
}
