import { concatBytes, utf8Bytes } from '../http/bytes.js';
import type { ResponseSink } from '../http/exchange.js';

type HeaderValue = string | number | readonly string[];

// Hop-by-hop headers: about one connection, which the runtime's server owns (the cycle sets `Connection: close`
// for node:http; a fetch runtime decides that itself, and some refuse such headers in a Response).
const HOP_BY_HOP: ReadonlySet<string> = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * The fetch transport's response (`ctx.response` under `createFetchHandler`): node:http's methods for headers
 * (`setHeader`, `getHeader`, `hasHeader`, `removeHeader`), `writeHead`, `write` and `end`, recorded, then
 * turned into a `Response` once the action is done (`toResponse`). So code written against node:http's
 * response works here too, and the session cookie still joins an answer the action wrote itself.
 */
export class FetchResponse implements ResponseSink {
  statusCode = 200;
  headersSent = false;
  writableEnded = false;
  /** The client has gone mid-request: `toResponse` gives an empty 400, which nobody reads. */
  destroyed = false;
  readonly lateHeaders = true;
  private readonly headers = new Map<string, [name: string, value: HeaderValue]>();
  private readonly chunks: (string | Uint8Array)[] = [];

  hasHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }

  getHeader(name: string): HeaderValue | undefined {
    return this.headers.get(name.toLowerCase())?.[1];
  }

  getHeaderNames(): string[] {
    return [...this.headers.keys()];
  }

  setHeader(name: string, value: HeaderValue): this {
    this.headers.set(name.toLowerCase(), [name, value]);
    return this;
  }

  removeHeader(name: string): void {
    this.headers.delete(name.toLowerCase());
  }

  /** The status and headers (`[name, value, …]` or `{ name: value }`), which replace headers set before. */
  writeHead(status: number, headers?: readonly (string | number)[] | Readonly<Record<string, HeaderValue>>): this {
    this.statusCode = status;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1]!);
    } else if (headers) {
      for (const name of Object.keys(headers)) this.setHeader(name, (headers as Readonly<Record<string, HeaderValue>>)[name]!);
    }
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Uint8Array): boolean {
    this.headersSent = true;
    this.chunks.push(chunk);
    return true;
  }

  end(body?: string | Uint8Array): this {
    if (body !== undefined) this.write(body);
    this.headersSent = true;
    this.writableEnded = true;
    return this;
  }

  destroy(): this {
    this.destroyed = true;
    this.writableEnded = true;
    return this;
  }

  /** The recorded answer as a `Response`; no body for HEAD, 204 and 304 (the headers say what GET would send). */
  toResponse(head: boolean): Response {
    if (this.destroyed) return new Response(null, { status: 400 });
    const status = this.statusCode;
    const list: [string, string][] = [];
    for (const [lower, [name, value]] of this.headers) {
      if (HOP_BY_HOP.has(lower)) continue;
      if (typeof value === 'object') for (const one of value) list.push([name, one]);
      else list.push([name, String(value)]);
    }
    const bodiless = head || status === 204 || status === 304;
    // A Uint8Array over a SharedArrayBuffer would not do, but bodies here are never shared.
    return new Response(bodiless ? null : (this.body() as ConstructorParameters<typeof Response>[0]), { status, headers: list });
  }

  private body(): string | Uint8Array | null {
    const chunks = this.chunks;
    if (chunks.length === 0) return null;
    if (chunks.length === 1) return chunks[0]!;
    if (chunks.every((c) => typeof c === 'string')) return chunks.join('');
    const bytes = chunks.map((c) => (typeof c === 'string' ? utf8Bytes(c) : c));
    return concatBytes(bytes, bytes.reduce((n, c) => n + c.length, 0));
  }
}
