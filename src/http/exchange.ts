/**
 * What the request cycle needs of a transport. The cycle (request-cycle.ts) is one implementation of
 * everything between a request and its answer; a transport (node:http in handler.ts, the Fetch API in
 * src/fetch) only says what came in (`IncomingRequest`) and takes what goes out (`ResponseSink`).
 */

export interface ReadOptions {
  /** Milliseconds the whole body may take to arrive (a stalled client gets 408 and is disconnected). */
  timeout?: number;
  /** The handler-wide budget the bytes are taken from. */
  budget?: { take(bytes: number): boolean };
}

/** A request as the cycle reads it. */
export interface IncomingRequest {
  /** The method as sent (`GET`, `post`…). */
  readonly method: string;
  /** The path and query as requested (`/posts?page=2`); an absolute URL or `*` when that is what was sent. */
  readonly target: string;
  /** A header by its lower-case name; a repeated header's values joined with `, `. */
  header(name: string): string | undefined;
  /** Whether the request has more than one `Host` header line (RFC 9112 §3.2: answered 400). */
  readonly duplicateHost: boolean;
  /** Whether it came over TLS. */
  readonly encrypted: boolean;
  /** The client's address, as the transport knows it ('' when it does not). */
  readonly remoteAddress: string;
  /** Whether a body was announced (a length other than 0, chunked, a stream). */
  readonly hasBody: boolean;
  /** Whether the whole request has arrived (or had no body): else the connection closes after the answer. */
  readonly complete: boolean;
  /** Whether the body was read to its end already (by a framework before the router): there is nothing to read. */
  readonly bodyRead: boolean;
  /** A body a framework already parsed (Express' `req.body`), used as it is. */
  readonly parsedBody: unknown;
  /**
   * The whole body, refused as soon as it is known to exceed `limit` bytes (413), when it does not arrive in
   * time (408) or when the handler holds too much body data already (503); `ClientGone` when the client
   * went away meanwhile. Never more than `limit` bytes are held.
   */
  readBody(limit: number, options: ReadOptions): Promise<Uint8Array>;
  /** The transport's own request object (`IncomingMessage`, `Request`): `ctx.request`. */
  readonly raw: unknown;
}

/** Where response headers are set: node:http's `ServerResponse` has these, and so has the fetch transport's response. */
export interface HeaderTarget {
  hasHeader(name: string): boolean;
  getHeader(name: string): unknown;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  removeHeader(name: string): void;
}

/**
 * Where the cycle writes an answer: the part of node:http's `ServerResponse` it uses (`ctx.response`). An
 * answer is written whole: `writeHead(status, [name, value, …])`, then `end(body)`.
 */
export interface ResponseSink extends HeaderTarget {
  readonly headersSent: boolean;
  readonly writableEnded: boolean;
  writeHead(status: number, headers: (string | number)[]): unknown;
  end(body?: string | Uint8Array): unknown;
  /** Drops the answer: the client has gone. */
  destroy(): unknown;
  /**
   * Whether headers set after `writeHead` still go out: true where the answer is built once the action is done
   * (the fetch transport), so the session cookie joins an answer the action wrote itself.
   */
  readonly lateHeaders?: boolean;
  /**
   * Called when the cycle is done with the answer (nothing more is written or set on it), unless it failed. A
   * transport that builds its answer afterwards (the fetch handler) then knows whether that happened at once.
   */
  cycleDone?(): void;
}
