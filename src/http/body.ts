import type { IncomingMessage } from 'node:http';
import { HttpError, PayloadTooLarge } from './errors.js';
import { parseJsonBody } from './json-body.js';
import { parseMultipart } from './multipart.js';
import { buildParams, parseUrlEncoded, type ParamObject, type ParamsLimits } from './nested-params.js';

/** The body's params, and whether it was a form (urlencoded or multipart): only a form may override the verb. */
export interface ParsedBody {
  readonly params: ParamObject;
  readonly form: boolean;
  /** A body was sent but not read (a content type the dispatcher does not parse): the connection should close. */
  readonly unread?: boolean;
}

export type BodyKind = 'urlencoded' | 'multipart' | 'json' | null;

/** The kind of body a Content-Type announces (null: not one the dispatcher parses). */
export function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return 'json';
  return null;
}

/** Whether the request announces a body (a length other than 0, or chunked). */
export const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Body bytes held in memory across all requests of a handler, against one cap: each request takes bytes as
 * they arrive and gives them back when it is done. Beyond the cap the request is refused (503). The last
 * quarter of the cap is kept for small bodies (up to 64 KiB each), so uploads stalled on purpose cannot
 * starve ordinary form posts.
 */
export class BodyBudget {
  private used = 0;
  static readonly SMALL_BODY = 64 * 1024;
  constructor(readonly cap: number) {}

  get inUse(): number {
    return this.used;
  }

  /** One request's share; `release()` gives it back (once, however often it is called). */
  open(): { take(bytes: number): boolean; release(): void } {
    let held = 0;
    return {
      take: (bytes) => {
        const limit = held + bytes > BodyBudget.SMALL_BODY ? this.cap * 0.75 : this.cap;
        if (this.used + bytes > limit) return false;
        this.used += bytes;
        held += bytes;
        return true;
      },
      release: () => {
        this.used -= held;
        held = 0;
      },
    };
  }
}

export interface ReadOptions {
  /** Milliseconds the whole body may take to arrive (a stalled client gets 408 and is disconnected). */
  timeout?: number;
  /** The handler-wide budget the bytes are taken from. */
  budget?: { take(bytes: number): boolean };
}

/**
 * Reads the whole body, refusing as soon as it is known to exceed `limit` bytes (413), when it does not
 * arrive in time (408) or when the handler holds too much body data already (503). Refusals close the
 * connection: the rest of the body is not read.
 */
export function readBody(req: IncomingMessage, limit: number, options: ReadOptions = {}): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  const tooLarge = () => new PayloadTooLarge(`Request body too large: the limit is ${limit} bytes`);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const cleanup = () => {
      if (timer) clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const refuse = (error: HttpError) => {
      cleanup();
      // Nothing more is read: the socket is paused and closed once the answer is written.
      req.pause();
      chunks.length = 0;
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return refuse(tooLarge());
      if (options.budget && !options.budget.take(chunk.length)) {
        return refuse(new HttpError(503, 'Service Unavailable: the server is holding too many request bodies; try again', { Connection: 'close', 'Retry-After': '1' }));
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // A client that goes away mid-body ends the wait (no 'end' will come).
    const onClose = () => {
      if (req.complete) return;
      cleanup();
      reject(new ClientGone());
    };
    if (options.timeout !== undefined && options.timeout > 0 && Number.isFinite(options.timeout)) {
      timer = setTimeout(() => refuse(new HttpError(408, `Request Timeout: the body did not arrive within ${options.timeout} ms`, { Connection: 'close' })), options.timeout);
      timer.unref();
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** The client closed the connection before the request was complete: nobody is left to answer (not a 500). */
export class ClientGone extends HttpError {
  override name = 'ClientGone';
  constructor() {
    super(400, 'The request body ended early: the client closed the connection');
  }
}

/**
 * The params of a request body by its Content-Type: urlencoded and multipart forms (bracketed names nest)
 * and JSON. A body a framework already parsed (Express' `req.body`) is used as it is. Other content types
 * are left unread.
 */
export async function parseBody(req: IncomingMessage, limits: ParamsLimits, options: ReadOptions = {}): Promise<ParsedBody> {
  const kind = bodyKind(req.headers['content-type']);
  const preParsed = (req as { body?: unknown }).body;
  if (preParsed !== null && typeof preParsed === 'object' && !Array.isArray(preParsed) && !Buffer.isBuffer(preParsed)) {
    // Re-built through the same rules, so limits and prototype-key filtering hold for framework-parsed bodies too.
    const clean = parseJsonBody(JSON.stringify(preParsed), limits);
    return { params: clean, form: kind === 'urlencoded' || kind === 'multipart' };
  }
  if (!hasBody(req) || req.readableEnded) return { params: {}, form: false };
  if (kind === null) return { params: {}, form: false, unread: true };
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') throw new HttpError(415, `Unsupported Content-Encoding ${JSON.stringify(encoding)}: send the body uncompressed`);

  const body = await readBody(req, kind === 'multipart' ? limits.multipartSize : limits.bodySize, options);
  switch (kind) {
    case 'urlencoded':
      return { params: parseUrlEncoded(body.toString('utf8'), limits), form: true };
    case 'multipart':
      return { params: buildParams(parseMultipart(body, req.headers['content-type']!, limits), limits), form: true };
    case 'json':
      return { params: parseJsonBody(body.toString('utf8'), limits), form: false };
  }
}
