import { fromBase64, toBase64Url } from './base64.js';
import { randomBytes, toHex, utf8Bytes, utf8Text } from './bytes.js';
import { readCookie, serializeCookie } from './cookies.js';
import { environment } from './environment.js';
import { HttpError } from './errors.js';
import { Flash } from './flash.js';
import { deriveKey, MIN_SECRET_LENGTH, sign, verify, type SigningKey } from './message-signing.js';

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

/** A cookie's payload whose signature verified, and the index of the secret that signed it (0: the current one). */
export type Verified = { readonly payload: string; readonly keyIndex: number };

/** A cookie value read: its data, and whether it was signed with an old secret (so it is signed again). */
export type DecodedSession = { data: SessionData; stale: boolean };

/** HMAC-SHA256 computed at once, for a transport that must write a cookie synchronously (`node-signing.ts`). */
export type HmacNow = (key: Uint8Array | string, data: string) => Uint8Array;

const DEFAULT_MAX_AGE = 14 * 24 * 3600;
// Browsers keep cookies up to 4096 bytes, name and attributes included.
const MAX_COOKIE_VALUE = 4000;
const PURPOSE = 'session cookie';
/** Verified cookie values remembered (bounded: a browser sends the same value until the session changes). */
const VERIFIED_CACHE = 512;

/**
 * Signed cookie sessions (Rails' CookieStore, signed rather than encrypted: the client can read the data,
 * not change it), signed with HMAC-SHA256 through Web Crypto. Made once per handler; `forRequest` gives the
 * session of one request.
 */
export class SessionStore {
  private readonly secrets: readonly string[];
  private keyList?: Promise<SigningKey[]>;
  private currentKeyNow?: Uint8Array;
  /** Cookie values that verified, with their payload text and key index: a repeated cookie costs no HMAC. */
  private readonly verified = new Map<string, Verified>();
  readonly cookieName: string;
  private readonly maxAge: number;

  constructor(
    private readonly options: SessionOptions = {},
    onGeneratedSecret: () => void = () => {},
  ) {
    let secret = options.secret ?? environment('SECRET_KEY_BASE');
    if (secret === undefined || secret === '') {
      // Sessions then last as long as the process: enough for development, announced in production.
      secret = toHex(randomBytes(32));
      onGeneratedSecret();
    }
    for (const s of [secret, ...(options.oldSecrets ?? [])]) {
      if (typeof s !== 'string' || s.length < MIN_SECRET_LENGTH) {
        throw new TypeError(`session: secrets must be strings of at least ${MIN_SECRET_LENGTH} characters (got ${typeof s === 'string' ? `${s.length}` : typeof s}); generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"`);
      }
    }
    this.secrets = [secret, ...(options.oldSecrets ?? [])];
    this.cookieName = options.key ?? '_session';
    if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(this.cookieName)) throw new TypeError(`session.key: ${JSON.stringify(this.cookieName)} is not a valid cookie name`);
    this.maxAge = options.maxAge ?? DEFAULT_MAX_AGE;
  }

  /** The keys derived from the secrets (Web Crypto derives asynchronously: once, on first use). */
  private keys(): Promise<SigningKey[]> {
    return (this.keyList ??= Promise.all(this.secrets.map((s) => deriveKey(s, PURPOSE))));
  }

  /**
   * The payload of a cookie value whose signature verifies (and which key verified it), or null. A value
   * verified before is answered at once (no promise); a new one is verified first.
   */
  verifyCookie(value: string): Verified | null | Promise<Verified | null> {
    if (value === '' || value.length > MAX_COOKIE_VALUE) return null;
    const known = this.verified.get(value);
    if (known) return known;
    return this.keys().then(async (keys) => {
      const checked = await verify(value, keys);
      if (!checked) return null;
      const verified = { payload: utf8Text(fromBase64(checked.data)), keyIndex: checked.keyIndex };
      if (this.verified.size >= VERIFIED_CACHE) this.verified.clear();
      this.verified.set(value, verified);
      return verified;
    });
  }

  /** The session data in a cookie value, or undefined when it is missing, tampered with or expired. */
  decode(value: string | undefined): DecodedSession | undefined | Promise<DecodedSession | undefined> {
    if (value === undefined) return undefined;
    const verified = this.verifyCookie(value);
    if (verified === null || !('then' in verified)) return this.read(verified);
    return verified.then((v) => this.read(v));
  }

  /** The data of a verified payload, unless it expired (a fresh object each time: the action may change it). */
  read(verified: Verified | null): DecodedSession | undefined {
    if (verified === null) return undefined;
    const { payload, keyIndex } = verified;
    try {
      const parsed = JSON.parse(payload) as { d?: unknown; e?: unknown };
      const data = parsed.d;
      if (typeof parsed.e !== 'number' || parsed.e * 1000 < Date.now()) return undefined;
      if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
      return { data: data as SessionData, stale: keyIndex > 0 };
    } catch {
      return undefined;
    }
  }

  private payloadOf(data: SessionData): string {
    return toBase64Url(utf8Bytes(JSON.stringify({ d: data, e: Math.floor(Date.now() / 1000) + this.maxAge })));
  }

  private checked(value: string): string {
    if (value.length > MAX_COOKIE_VALUE) {
      throw new HttpError(500, `The session is too large for its cookie (${value.length} bytes, at most ${MAX_COOKIE_VALUE}): keep ids in the session, not records`);
    }
    return value;
  }

  /** The signed cookie value of the data (expiring `maxAge` seconds from now). */
  async encode(data: SessionData): Promise<string> {
    const payload = this.payloadOf(data);
    return this.checked(await sign(payload, (await this.keys())[0]!));
  }

  /** `encode` at once, with the transport's synchronous HMAC: the same value (see `node-signing.ts`). */
  encodeNow(data: SessionData, hmacNow: HmacNow): string {
    const payload = this.payloadOf(data);
    const key = (this.currentKeyNow ??= hmacNow(this.secrets[0]!, `resource-routing ${PURPOSE}`));
    return this.checked(`${payload}.${toBase64Url(hmacNow(key, payload))}`);
  }

  /** The `Set-Cookie` value that stores a cookie value, or (`null`) clears the cookie. */
  setCookie(value: string | null, https: boolean): string {
    const attributes = { httpOnly: true, secure: this.options.secure ?? https, sameSite: this.options.sameSite ?? 'Lax' } as const;
    return serializeCookie(this.cookieName, value ?? '', { ...attributes, maxAge: value === null ? 0 : this.maxAge });
  }

  /** The session of one request, from its `Cookie` header. */
  forRequest(cookieHeader: string | undefined, https: boolean): RequestSession {
    return new RequestSession(this, readCookie(cookieHeader, this.cookieName), https);
  }
}

/** What a session needs written: nothing, the cookie cleared, or new data signed. */
type Change = { readonly clear: true } | { readonly data: SessionData } | undefined;

/**
 * One request's session. Its cookie is verified before the action runs (`load`, awaited by the dispatcher
 * only when a new cookie value came), and written back (`commit`) only when the data changed: a request that
 * never touches the session, or only reads it, costs nothing and sets no cookie.
 */
export class RequestSession {
  private loaded?: SessionData;
  /** The cookie's verified payload; null when it did not verify; undefined until `load`. */
  private verified?: Verified | null;
  /** The data as it came in, to tell whether it changed. */
  private original = '{}';
  private stale = false;
  private flashState?: Flash;
  private committed = false;
  private loading?: Promise<void>;

  constructor(
    private readonly store: SessionStore,
    /** The cookie's value as sent, if any. */
    private readonly cookie: string | undefined,
    private readonly https: boolean,
  ) {}

  /** Verifies the cookie: undefined when there is none or it was verified before, else a promise to await. */
  load(): Promise<void> | undefined {
    if (this.cookie === undefined || this.verified !== undefined) return this.loading;
    const verified = this.store.verifyCookie(this.cookie);
    if (verified === null || !('then' in verified)) {
      this.verified = verified;
      return undefined;
    }
    return (this.loading ??= verified.then((v) => void (this.verified = v)));
  }

  get data(): SessionData {
    if (this.loaded === undefined) {
      if (this.cookie !== undefined && this.verified === undefined) {
        throw new Error('The session was read before its cookie was verified (RequestSession#load must be awaited first)');
      }
      const decoded = this.store.read(this.verified ?? null);
      if (decoded) {
        this.original = JSON.stringify(decoded.data);
        this.stale = decoded.stale;
      }
      this.loaded = decoded?.data ?? {};
    }
    return this.loaded;
  }

  get flash(): Flash {
    return (this.flashState ??= Flash.from(this.data));
  }

  /** Rails' `reset_session`: a new, empty session (and a new CSRF token), e.g. on sign-in and sign-out. */
  reset(): void {
    // Read first, so the cookie that came in is known (and replaced) at commit.
    void this.data;
    this.loaded = {};
    this.flashState = undefined;
  }

  /** What must be written: the cookie cleared (a bad one, or emptied), new data, or nothing. Once. */
  private change(): Change {
    if (this.loaded === undefined || this.committed) return undefined;
    this.committed = true;
    this.flashState?.saveInto(this.loaded);
    const current = JSON.stringify(this.loaded);
    if (current === this.original && !this.stale) {
      // A cookie that did not verify is cleared, so the browser stops sending it.
      return this.cookie !== undefined && current === '{}' && this.original === '{}' ? { clear: true } : undefined;
    }
    return current === '{}' ? { clear: true } : { data: this.loaded };
  }

  /** The `Set-Cookie` value to send, if the session changed; a promise while new data is signed. */
  commit(): string | undefined | Promise<string> {
    const change = this.change();
    if (change === undefined) return undefined;
    if ('clear' in change) return this.store.setCookie(null, this.https);
    return this.store.encode(change.data).then((value) => this.store.setCookie(value, this.https));
  }

  /** `commit` at once, for a response whose headers are written now (the raw `node:http` response). */
  commitNow(hmacNow: HmacNow): string | undefined {
    const change = this.change();
    if (change === undefined) return undefined;
    return this.store.setCookie('clear' in change ? null : this.store.encodeNow(change.data, hmacNow), this.https);
  }
}
