import { HttpError } from './errors.js';

/** Rails' default security headers; `headers: { 'X-Frame-Options': 'DENY' }` changes one, `null` drops it. */
export const DEFAULT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The default headers with the handler's changes, as a list set on every answer (one setHeader each). */
export function securityHeaders(overrides: Readonly<Record<string, string | null>> = {}): readonly [string, string][] {
  const merged: Record<string, string | null> = { ...DEFAULT_SECURITY_HEADERS, ...overrides };
  return Object.entries(merged).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/**
 * Refuses a request path that cannot be a path: not starting with `/` (`*`, an absolute URL) or with
 * percent-encoding that does not decode (`/%ZZ`, `/%FF`). Only paths with `%` pay for the decoding check.
 */
export function checkPath(path: string): void {
  if (path.charCodeAt(0) !== 0x2f) throw new HttpError(400, `Malformed path ${JSON.stringify(path.slice(0, 200))}: a path starts with /`);
  if (path.indexOf('%') === -1) return;
  try {
    decodeURIComponent(path);
  } catch {
    throw new HttpError(400, `Malformed path ${JSON.stringify(path.slice(0, 200))}: invalid percent-encoding`);
  }
}

export interface Timeouts {
  /** Milliseconds a client may take to send the request's headers (default 30 000; node:http only). */
  headers?: number;
  /** Milliseconds a client may take to send the body, once the headers are in (default 30 000). */
  body?: number;
}

export const DEFAULT_TIMEOUT = 30_000;

const GONE_CODES: ReadonlySet<unknown> = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED']);

/**
 * Whether the error only says the client went away (mid-body, or while the answer was written): there is
 * nobody to answer and nothing to report. An error of the application is reported even if the client has
 * gone meanwhile.
 */
export function clientGone(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown } | null;
  return e?.name === 'ClientGone' || GONE_CODES.has(e?.code);
}

/**
 * The default error log. Development: the error with its stack. Production: one line per error (name and
 * message, no stack), at most `perSecond` lines a second; a flood is summed up in one line, never
 * written out (a client causing thousands of errors a second must not fill the disk).
 */
export function defaultErrorLog(development: boolean, perSecond = 10, write: (line: string, error?: unknown) => void = console.error) {
  if (development) return (message: string, error: unknown) => write(message, error);
  let windowStart = 0;
  let count = 0;
  let dropped = 0;
  return (message: string, error: unknown) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      if (dropped > 0) write(`… ${dropped} more error(s) in the last second not logged`);
      windowStart = now;
      count = 0;
      dropped = 0;
    }
    if (++count > perSecond) {
      dropped++;
      return;
    }
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    write(`${message} ${what}`.replace(/[\r\n]+/g, ' ').slice(0, 1000));
  };
}
