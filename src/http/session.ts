import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendSetCookie, readCookie, serializeCookie } from './cookies.js';
import { HttpError } from './errors.js';
import { Flash } from './flash.js';
import { deriveKey, MIN_SECRET_LENGTH, sign, verify } from './message-signing.js';

export interface SessionOptions {
  /** The signing secret (at least 32 characters). Default: the `SECRET_KEY_BASE` environment variable. */
  secret?: string;
  /** Secrets used before: cookies they signed are still read (and signed again with `secret`). */
  oldSecrets?: readonly string[];
  /** The cookie's name (default `_session`). */
  key?: string;
  /** Seconds a session lasts after its last change (default 14 days). Older cookies are dropped. */
  maxAge?: number;
  /** Send the cookie only over https: default when the request came over https. */
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/** Session data: what `ctx.session` holds. Values must survive `JSON.stringify`. */
export type SessionData = Record<string, unknown>;

const DEFAULT_MAX_AGE = 14 * 24 * 3600;
// Browsers keep cookies up to 4096 bytes, name and attributes included.
const MAX_COOKIE_VALUE = 4000;

/**
 * Signed cookie sessions (Rails' CookieStore, signed rather than encrypted: the client can read the data,
 * not change it). Made once per handler; `forRequest` gives the lazily loaded session of one request.
 */
export class SessionStore {
  private readonly keys: Buffer[];
  readonly cookieName: string;
  private readonly maxAge: number;

  constructor(
    private readonly options: SessionOptions = {},
    onGeneratedSecret: () => void = () => {},
  ) {
    let secret = options.secret ?? process.env.SECRET_KEY_BASE;
    if (secret === undefined || secret === '') {
      // Sessions then last as long as the process: enough for development, announced in production.
      secret = randomBytes(32).toString('hex');
      onGeneratedSecret();
    }
    for (const s of [secret, ...(options.oldSecrets ?? [])]) {
      if (typeof s !== 'string' || s.length < MIN_SECRET_LENGTH) {
        throw new TypeError(`session: secrets must be strings of at least ${MIN_SECRET_LENGTH} characters (got ${typeof s === 'string' ? `${s.length}` : typeof s}); generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"`);
      }
    }
    this.keys = [secret, ...(options.oldSecrets ?? [])].map((s) => deriveKey(s, 'session cookie'));
    this.cookieName = options.key ?? '_session';
    if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(this.cookieName)) throw new TypeError(`session.key: ${JSON.stringify(this.cookieName)} is not a valid cookie name`);
    this.maxAge = options.maxAge ?? DEFAULT_MAX_AGE;
  }

  /** The session data in a cookie value, or undefined when it is missing, tampered with or expired. */
  decode(value: string | undefined): { data: SessionData; stale: boolean } | undefined {
    if (!value || value.length > MAX_COOKIE_VALUE) return undefined;
    const verified = verify(value, this.keys);
    if (!verified) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(verified.data, 'base64url').toString('utf8')) as { d?: unknown; e?: unknown };
      const data = payload.d;
      if (typeof payload.e !== 'number' || payload.e * 1000 < Date.now()) return undefined;
      if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
      return { data: data as SessionData, stale: verified.keyIndex > 0 };
    } catch {
      return undefined;
    }
  }

  encode(data: SessionData): string {
    const payload = JSON.stringify({ d: data, e: Math.floor(Date.now() / 1000) + this.maxAge });
    const value = sign(Buffer.from(payload, 'utf8').toString('base64url'), this.keys[0]!);
    if (value.length > MAX_COOKIE_VALUE) {
      throw new HttpError(500, `The session is too large for its cookie (${value.length} bytes, at most ${MAX_COOKIE_VALUE}): keep ids in the session, not records`);
    }
    return value;
  }

  setCookie(res: ServerResponse, value: string | null, https: boolean): void {
    const attributes = { httpOnly: true, secure: this.options.secure ?? https, sameSite: this.options.sameSite ?? 'Lax' } as const;
    appendSetCookie(res, serializeCookie(this.cookieName, value ?? '', { ...attributes, maxAge: value === null ? 0 : this.maxAge }));
  }

  forRequest(req: IncomingMessage, res: ServerResponse, https: boolean): RequestSession {
    return new RequestSession(this, req, res, https);
  }
}

/**
 * One request's session, read from its cookie on first use. The cookie is written back (just before the
 * response's headers) only when the data changed: a request that never touches the session, or only reads
 * it, costs nothing and sets no cookie.
 */
export class RequestSession {
  private loaded?: SessionData;
  /** The data as it came in, to tell whether it changed. */
  private original = '{}';
  private hadCookie = false;
  private stale = false;
  private flashState?: Flash;

  constructor(
    private readonly store: SessionStore,
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly https: boolean,
  ) {}

  get data(): SessionData {
    return (this.loaded ??= this.load());
  }

  get flash(): Flash {
    return (this.flashState ??= Flash.from(this.data));
  }

  /** Rails' `reset_session`: a new, empty session (and a new CSRF token), e.g. on sign-in and sign-out. */
  reset(): void {
    // Loaded first, so the cookie that came in is known (and replaced) at commit.
    void this.data;
    this.loaded = {};
    this.flashState = undefined;
  }

  private load(): SessionData {
    const cookie = readCookie(this.req.headers.cookie, this.store.cookieName);
    const decoded = this.store.decode(cookie);
    this.hadCookie = cookie !== undefined;
    if (decoded) {
      this.original = JSON.stringify(decoded.data);
      this.stale = decoded.stale;
    }
    // Write the cookie just before the headers go, however the response is written.
    const res = this.res;
    const writeHead = res.writeHead;
    res.writeHead = ((...args: Parameters<typeof writeHead>) => {
      res.writeHead = writeHead;
      if (!res.headersSent) this.commit();
      return writeHead.apply(res, args);
    }) as typeof writeHead;
    return decoded?.data ?? {};
  }

  /** Writes the cookie if the session changed (or was signed with an old secret, or was bad and must go). */
  commit(): void {
    if (!this.loaded) return;
    this.flashState?.saveInto(this.loaded);
    const current = JSON.stringify(this.loaded);
    if (current === this.original && !this.stale) {
      // A cookie that did not verify is cleared, so the browser stops sending it.
      if (this.hadCookie && current === '{}' && this.original === '{}') this.store.setCookie(this.res, null, this.https);
      return;
    }
    this.store.setCookie(this.res, current === '{}' ? null : this.store.encode(this.loaded), this.https);
  }
}
