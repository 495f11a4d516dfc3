import { ClientGone, hasDeadline, overBudget, tooLarge, tooSlow } from '../http/body.js';
import { concatBytes } from '../http/bytes.js';
import { backgroundTimer } from '../http/environment.js';
import type { HttpError } from '../http/errors.js';
import type { IncomingRequest, ReadOptions } from '../http/exchange.js';

/** Where a runtime puts the client's address in a fetch handler's second argument. */
type Env = {
  /** `Deno.serve((request, info) => …)`: the connection's address. */
  readonly remoteAddr?: { readonly hostname?: unknown };
  /** `Bun.serve({ fetch(request, server) { … } })`: the server knows each request's address. */
  readonly requestIP?: (request: Request) => { readonly address?: unknown } | null;
  /** Hono on Node.js (`@hono/node-server`): its env holds node:http's request. */
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: unknown } | null };
};

/**
 * A Fetch API `Request` as the request cycle reads it (see `IncomingRequest`). The body is read from its stream
 * with the same caps as on node:http: never more than the limit, within the deadline, within the handler's budget.
 */
export class FetchRequest implements IncomingRequest {
  private readComplete = false;
  // Read once: a runtime's `url` and `headers` getters may build a new string or object on every call.
  private readonly url: string;
  private readonly headers: Headers;
  /** The method as sent: read several times a request, and a getter into the runtime on Bun. */
  readonly method: string;
  private host: string | null | undefined;

  constructor(
    readonly raw: Request,
    /** The handler's second argument: Deno's connection info, Bun's server, a Worker's bindings. */
    private readonly env?: unknown,
  ) {
    this.url = raw.url;
    this.headers = raw.headers;
    this.method = raw.method;
  }

  /**
   * The path and query of the URL. A Request's URL is absolute (its origin the host asked), but Bun gives the
   * request target as it came (`/posts`) when the Host header makes no URL (`Host: a:1@b`).
   */
  get target(): string {
    const url = this.url;
    if (url.startsWith('/')) return url;
    const slash = url.indexOf('/', url.indexOf('//') + 2);
    return slash === -1 ? '/' : url.slice(slash);
  }

  header(name: string): string | undefined {
    if (name !== 'host') return this.headers.get(name) ?? undefined;
    // A Request made in the process (a test, Next.js) has no Host header: its URL says the host.
    return this.hostHeader ?? hostOf(this.url);
  }

  /** The Host header, read once: the cycle asks for it more than once. */
  private get hostHeader(): string | null {
    return this.host === undefined ? (this.host = this.headers.get('host')) : this.host;
  }

  /** Runtimes join repeated headers with `, `, and no host name has a comma: a comma means two `Host` lines. */
  get duplicateHost(): boolean {
    return this.hostHeader?.includes(',') ?? false;
  }

  get encrypted(): boolean {
    return this.url.startsWith('https:');
  }

  get remoteAddress(): string {
    const env = this.env as Env | null | undefined;
    const deno = env?.remoteAddr?.hostname;
    if (typeof deno === 'string') return deno;
    const bun = typeof env?.requestIP === 'function' ? env.requestIP(this.raw)?.address : undefined;
    if (typeof bun === 'string') return bun;
    const node = env?.incoming?.socket?.remoteAddress;
    return typeof node === 'string' ? node : '';
  }

  get hasBody(): boolean {
    return this.raw.body !== null && this.headers.get('content-length') !== '0';
  }

  get complete(): boolean {
    return this.readComplete || !this.hasBody;
  }

  get bodyRead(): boolean {
    return this.raw.bodyUsed;
  }

  readonly parsedBody = undefined;

  /**
   * The whole body, read chunk by chunk from the request's stream: refused as soon as it is known to exceed
   * `limit` bytes (413), when it does not arrive in time (408) or when the handler holds too much body data
   * (503), and the stream is then cancelled. A stream that fails is a client gone.
   */
  readBody(limit: number, options: ReadOptions): Promise<Uint8Array> {
    const declared = Number(this.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
    const body = this.raw.body;
    if (body === null) return Promise.resolve(new Uint8Array(0));
    const reader = body.getReader();
    return new Promise((resolve, reject) => {
      const chunks: Uint8Array[] = [];
      let size = 0;
      let settled = false;
      const refuse = (error: HttpError | ClientGone) => {
        if (settled) return;
        settled = true;
        timer?.cancel();
        chunks.length = 0;
        reader.cancel().catch(() => {});
        reject(error);
      };
      const timer = hasDeadline(options.timeout) ? backgroundTimer(() => refuse(tooSlow(options.timeout!)), options.timeout) : undefined;
      const pump = (): void => {
        reader.read().then(({ done, value }) => {
          if (settled) return;
          if (done) {
            settled = true;
            timer?.cancel();
            this.readComplete = true;
            return resolve(concatBytes(chunks, size));
          }
          size += value.length;
          if (size > limit) return refuse(tooLarge(limit));
          if (options.budget && !options.budget.take(value.length)) return refuse(overBudget());
          chunks.push(value);
          pump();
        }, () => refuse(new ClientGone()));
      };
      pump();
    });
  }
}

/** The host (and port) of an absolute URL, as a Host header would carry it: what follows `//` up to the path. */
function hostOf(url: string): string | undefined {
  const start = url.indexOf('//');
  if (start === -1) return undefined;
  return url.slice(start + 2).split(/[/?#]/, 1)[0] || undefined;
}
