import { utf8Text } from './bytes.js';
import { HttpError, PayloadTooLarge } from './errors.js';
import type { IncomingRequest, ReadOptions } from './exchange.js';
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

/** The client closed the connection before the request was complete: nobody is left to answer (not a 500). */
export class ClientGone extends HttpError {
  override name = 'ClientGone';
  constructor() {
    super(400, 'The request body ended early: the client closed the connection');
  }
}

/** The refusal of a body over `limit` bytes (413; the connection closes, the rest is not read). */
export const tooLarge = (limit: number) => new PayloadTooLarge(`Request body too large: the limit is ${limit} bytes`);

/** The refusal of a request when the handler holds too many bodies already (503; the connection closes). */
export const overBudget = () => new HttpError(503, 'Service Unavailable: the server is holding too many request bodies; try again', { Connection: 'close', 'Retry-After': '1' });

/** The refusal of a body that did not arrive in time (408; the connection closes). */
export const tooSlow = (ms: number) => new HttpError(408, `Request Timeout: the body did not arrive within ${ms} ms`, { Connection: 'close' });

/** Whether a body deadline is set: a positive, finite number of milliseconds. */
export const hasDeadline = (timeout: number | undefined): timeout is number => timeout !== undefined && timeout > 0 && Number.isFinite(timeout);

/**
 * The params of a request body by its Content-Type: urlencoded and multipart forms (bracketed names nest)
 * and JSON. A body a framework already parsed (Express' `req.body`) is used as it is. Other content types
 * are left unread.
 */
export async function parseRequestBody(request: IncomingRequest, limits: ParamsLimits, options: ReadOptions = {}): Promise<ParsedBody> {
  const contentType = request.header('content-type');
  const kind = bodyKind(contentType);
  const preParsed = request.parsedBody;
  if (preParsed !== null && typeof preParsed === 'object' && !Array.isArray(preParsed) && !(preParsed instanceof Uint8Array)) {
    // Re-built through the same rules, so limits and prototype-key filtering hold for framework-parsed bodies too.
    const clean = parseJsonBody(JSON.stringify(preParsed), limits);
    return { params: clean, form: kind === 'urlencoded' || kind === 'multipart' };
  }
  if (!request.hasBody || request.bodyRead) return { params: {}, form: false };
  if (kind === null) return { params: {}, form: false, unread: true };
  const encoding = (request.header('content-encoding') ?? 'identity').toLowerCase();
  if (encoding !== 'identity') throw new HttpError(415, `Unsupported Content-Encoding ${JSON.stringify(encoding)}: send the body uncompressed`);

  const body = await request.readBody(kind === 'multipart' ? limits.multipartSize : limits.bodySize, options);
  switch (kind) {
    case 'urlencoded':
      return { params: parseUrlEncoded(utf8Text(body), limits), form: true };
    case 'multipart':
      return { params: buildParams(parseMultipart(body, contentType!, limits), limits), form: true };
    case 'json':
      return { params: parseJsonBody(utf8Text(body), limits), form: false };
  }
}
