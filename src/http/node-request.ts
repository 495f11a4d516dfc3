import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { ClientGone, hasDeadline, overBudget, parseRequestBody, tooLarge, tooSlow, type ParsedBody } from './body.js';
import { backgroundTimer } from './environment.js';
import type { HttpError } from './errors.js';
import type { IncomingRequest, ReadOptions } from './exchange.js';
import type { ParamsLimits } from './nested-params.js';
import { requestInfoOf, type RequestInfo } from './request-info.js';

/** Whether the request announces a body (a length other than 0, or chunked). */
export const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Whether the request came with more than one `Host` line. node:http keeps the first and drops the others
 * from `req.headers`, so an allowed first host would hide a second one; `rawHeaders` has every line.
 */
export function duplicateHost(rawHeaders: readonly string[]): boolean {
  let seen = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host') {
      if (seen) return true;
      seen = true;
    }
  }
  return false;
}

/** A `node:http` request as the request cycle reads it (see `IncomingRequest`). */
export class NodeRequest implements IncomingRequest {
  constructor(
    /** node:http's request, which is read. */
    readonly message: IncomingMessage,
    /** What an action gets as `ctx.request`: the message, or the `Request` a fetch bridge made of it. */
    readonly raw: unknown = message,
  ) {}

  get method(): string {
    return this.message.method ?? 'GET';
  }

  get target(): string {
    return this.message.url ?? '/';
  }

  header(name: string): string | undefined {
    const value = this.message.headers[name];
    return typeof value === 'string' || value === undefined ? value : value.join(', ');
  }

  get duplicateHost(): boolean {
    return duplicateHost(this.message.rawHeaders ?? []);
  }

  get encrypted(): boolean {
    return Boolean((this.message.socket as TLSSocket | undefined)?.encrypted);
  }

  get remoteAddress(): string {
    return this.message.socket?.remoteAddress ?? '';
  }

  get hasBody(): boolean {
    return hasBody(this.message);
  }

  get complete(): boolean {
    return this.message.complete;
  }

  get bodyRead(): boolean {
    return this.message.readableEnded;
  }

  get parsedBody(): unknown {
    return (this.message as { body?: unknown }).body;
  }

  readBody(limit: number, options: ReadOptions): Promise<Uint8Array> {
    return readBody(this.message, limit, options);
  }
}

/**
 * Reads the whole body of a `node:http` request, refusing as soon as it is known to exceed `limit` bytes (413),
 * when it does not arrive in time (408) or when the handler holds too much body data already (503). Refusals
 * close the connection: the rest of the body is not read.
 */
export function readBody(req: IncomingMessage, limit: number, options: ReadOptions = {}): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: { cancel(): void } | undefined;
    const cleanup = () => {
      timer?.cancel();
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
      if (size > limit) return refuse(tooLarge(limit));
      if (options.budget && !options.budget.take(chunk.length)) return refuse(overBudget());
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
    if (hasDeadline(options.timeout)) timer = backgroundTimer(() => refuse(tooSlow(options.timeout!)), options.timeout);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * The params of a `node:http` request's body by its Content-Type (see `parseRequestBody`): urlencoded and
 * multipart forms, JSON; a body a framework already parsed (Express' `req.body`) is used as it is.
 */
export function parseBody(req: IncomingMessage, limits: ParamsLimits, options: ReadOptions = {}): Promise<ParsedBody> {
  return parseRequestBody(new NodeRequest(req), limits, options);
}

/** What routing reads of a `node:http` request (see `requestInfoOf`). */
export function requestInfo(req: IncomingMessage, trustProxy = false): RequestInfo {
  return requestInfoOf(new NodeRequest(req), trustProxy);
}
