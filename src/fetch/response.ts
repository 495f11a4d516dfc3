import { concatBytes, utf8Bytes } from '../http/bytes.js';
import type { ResponseSink } from '../http/exchange.js';

type HeaderValue = string | number | readonly string[];

/** What `writeTo` needs of node:http's `ServerResponse` (no Node.js types here: this module is for every runtime). */
export interface NodeResponseLike {
  writeHead(status: number, headers: (string | number)[]): unknown;
  end(body?: string | Uint8Array): unknown;
  destroy(): unknown;
}

// Hop-by-hop headers: about one connection, which the runtime's server owns (the cycle sets `Connection: close`
// for node:http; a fetch runtime decides that itself, and some refuse such headers in a Response).
const HOP_BY_HOP: ReadonlySet<string> = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

const isScalar = (value: unknown): boolean => typeof value !== 'object';

/** Whether a header is hop-by-hop; only names of those lengths (7, 10, 17) are lower-cased to be sure. */
const isHopByHop = (name: string): boolean => (name.length === 7 || name.length === 10 || name.length === 17) && HOP_BY_HOP.has(name.toLowerCase());

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
  /** The request cycle is done with this answer (see `cycleDone`). */
  settled = false;
  /** Made when a header is first set: the cycle's own answer comes as one `writeHead` list and needs none. */
  private headerMap: Map<string, [name: string, value: HeaderValue]> | null = null;
  /**
   * `writeHead(status, [name, value, …])` on a response with no header set before — the request cycle's own
   * answer, the common case — keeps the list as it is, and `toResponse` makes the Response's headers from it
   * directly; any later header call first moves it into `headers` (a session cookie joining the answer).
   */
  private flat: readonly (string | number)[] | null = null;
  private readonly chunks: (string | Uint8Array)[] = [];

  /** The headers by lower-cased name, with a list `writeHead` kept moved in first. */
  private get map(): Map<string, [name: string, value: HeaderValue]> {
    const flat = this.flat;
    if (flat !== null) {
      this.flat = null;
      for (let i = 0; i < flat.length; i += 2) this.setHeader(String(flat[i]), flat[i + 1]!);
    }
    return (this.headerMap ??= new Map());
  }

  hasHeader(name: string): boolean {
    // Asked for each default header before the answer is written, when usually no header is set yet.
    if (this.headerMap === null && this.flat === null) return false;
    return this.map.has(name.toLowerCase());
  }

  getHeader(name: string): HeaderValue | undefined {
    return this.map.get(name.toLowerCase())?.[1];
  }

  getHeaderNames(): string[] {
    return [...this.map.keys()];
  }

  setHeader(name: string, value: HeaderValue): this {
    this.map.set(name.toLowerCase(), [name, value]);
    return this;
  }

  removeHeader(name: string): void {
    this.map.delete(name.toLowerCase());
  }

  /**
   * The status and headers (`[name, value, …]` or `{ name: value }`), which replace headers set before. As on
   * node:http, a list is sent as it is when no header was set before (a name twice: two header lines), and a list
   * of odd length is refused.
   */
  writeHead(status: number, headers?: readonly (string | number)[] | Readonly<Record<string, HeaderValue>>): this {
    if (Array.isArray(headers) && headers.length % 2 !== 0) {
      throw new TypeError(`writeHead: the headers list must hold [name, value, …] pairs; it has ${headers.length} items`);
    }
    this.statusCode = status;
    if (Array.isArray(headers)) {
      if (this.flat === null && !this.headerMap?.size && headers.every(isScalar)) this.flat = headers;
      else for (let i = 0; i < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1]!);
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

  cycleDone(): void {
    this.settled = true;
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
    // A Uint8Array over a SharedArrayBuffer would not do, but bodies here are never shared.
    return new Response(this.bodyFor(head) as ConstructorParameters<typeof Response>[0], { status, headers: this.responseHeaders() });
  }

  /**
   * @internal Writes the recorded answer on a node:http response with no `Response` in between (a Node.js
   * bridge's fast path, see `toNodeListener`): hop-by-hop headers included, since node:http sends them itself
   * (`Connection: close` for a body left unread). A dropped answer destroys the connection.
   */
  writeTo(res: NodeResponseLike, head: boolean): void {
    if (this.destroyed) {
      res.destroy();
      return;
    }
    let list = this.flat as (string | number)[] | null;
    if (list === null) {
      const flat: (string | number)[] = [];
      for (const [name, value] of this.map.values()) {
        if (typeof value === 'object') for (const one of value) flat.push(name, one);
        else flat.push(name, value);
      }
      list = flat;
    }
    res.writeHead(this.statusCode, list);
    res.end(this.bodyFor(head) ?? undefined);
  }

  /** The body to send: none for HEAD, 204 and 304. */
  private bodyFor(head: boolean): string | Uint8Array | null {
    const status = this.statusCode;
    return head || status === 204 || status === 304 ? null : this.body();
  }

  /** The headers for the Response, hop-by-hop ones left out: a record from a kept list (cheapest to copy), else pairs. */
  private responseHeaders(): Record<string, string> | [string, string][] {
    const flat = this.flat;
    if (flat !== null) {
      const record: Record<string, string> = {};
      for (let i = 0; i < flat.length; i += 2) {
        const name = String(flat[i]);
        if (isHopByHop(name)) continue;
        // A name listed twice is two header lines (node:http sends both): a record would keep one.
        if (Object.hasOwn(record, name)) return pairsOf(flat);
        record[name] = String(flat[i + 1]);
      }
      return record;
    }
    const list: [string, string][] = [];
    for (const [lower, [name, value]] of this.map) {
      if (HOP_BY_HOP.has(lower)) continue;
      if (typeof value === 'object') for (const one of value) list.push([name, one]);
      else list.push([name, String(value)]);
    }
    return list;
  }

  /** Whether a Content-Type is set, read without moving a kept list (the cycle's list names it first). */
  private get typed(): boolean {
    const flat = this.flat;
    if (flat === null) return this.headerMap?.has('content-type') ?? false;
    // Only a name of Content-Type's length is lower-cased (a list holds a handful of names, once a request).
    for (let i = 0; i < flat.length; i += 2) {
      const name = String(flat[i]);
      if (name.length === 12 && (name === 'Content-Type' || name.toLowerCase() === 'content-type')) return true;
    }
    return false;
  }

  /**
   * The chunks written, as one body: the cycle's one chunk as it is, several (an action writing the response
   * itself) as bytes. Text goes as bytes too when no Content-Type was set: `new Response(text)` would add
   * `text/plain;charset=UTF-8`, which node:http never sends.
   */
  private body(): string | Uint8Array | null {
    const chunks = this.chunks;
    if (chunks.length === 0) return null;
    if (chunks.length === 1) {
      const only = chunks[0]!;
      return typeof only === 'string' && !this.typed ? utf8Bytes(only) : only;
    }
    const bytes = chunks.map((c) => (typeof c === 'string' ? utf8Bytes(c) : c));
    return concatBytes(bytes, bytes.reduce((n, c) => n + c.length, 0));
  }
}

/** A kept `[name, value, …]` list as header pairs, hop-by-hop ones left out. */
function pairsOf(flat: readonly (string | number)[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < flat.length; i += 2) {
    const name = String(flat[i]);
    if (!isHopByHop(name)) pairs.push([name, String(flat[i + 1])]);
  }
  return pairs;
}
