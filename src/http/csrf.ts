import { fromBase64, toBase64Url } from './base64.js';
import { randomBytes, timingSafeEqual } from './bytes.js';
import { HttpError } from './errors.js';
import type { ParamObject } from './nested-params.js';
import { originOf, type RequestInfo } from './request-info.js';
import type { SessionData } from './session.js';

/** The form field that carries the token (Rails' `request_forgery_protection_token`). */
export const CSRF_PARAM = 'authenticity_token';
export const CSRF_HEADER = 'x-csrf-token';
const SESSION_KEY = '_csrf_token';
const TOKEN_BYTES = 32;

/** Verbs that change nothing, so need no token (Rails' `verified_request?`). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that may have been forged: no valid token, or another site's `Origin` (Rails: 422). */
export class InvalidAuthenticityToken extends HttpError {
  override name = 'InvalidAuthenticityToken';
  constructor(why: string) {
    super(422, `Can't verify CSRF token authenticity: ${why}`);
  }
}

/** The session's real token, made on first use (so pages without forms set no cookie). */
function realToken(session: SessionData, create: boolean): Uint8Array | undefined {
  const stored = session[SESSION_KEY];
  if (typeof stored === 'string') {
    const bytes = fromBase64(stored);
    if (bytes.length === TOKEN_BYTES) return bytes;
  }
  if (!create) return undefined;
  const fresh = randomBytes(TOKEN_BYTES);
  session[SESSION_KEY] = toBase64Url(fresh);
  return fresh;
}

/**
 * A token for one form: the session's token XORed with a fresh one-time pad, pad first (Rails' masked
 * token), so the token in the page differs every time and BREACH-style compression attacks learn nothing.
 */
export function maskedToken(session: SessionData): string {
  const real = realToken(session, true)!;
  const masked = new Uint8Array(TOKEN_BYTES * 2);
  masked.set(randomBytes(TOKEN_BYTES));
  for (let i = 0; i < TOKEN_BYTES; i++) masked[TOKEN_BYTES + i] = masked[i]! ^ real[i]!;
  return toBase64Url(masked);
}

/** Whether a token sent by the client (masked, or the raw session token) is the session's. */
export function validToken(session: SessionData, sent: unknown): boolean {
  if (typeof sent !== 'string' || sent === '' || sent.length > 200) return false;
  const real = realToken(session, false);
  if (!real) return false;
  // Standard base64 (`+/=`) and base64url both decode here.
  const bytes = fromBase64(sent);
  if (bytes.length === TOKEN_BYTES) return timingSafeEqual(bytes, real);
  if (bytes.length !== TOKEN_BYTES * 2) return false;
  const unmasked = new Uint8Array(TOKEN_BYTES);
  for (let i = 0; i < TOKEN_BYTES; i++) unmasked[i] = bytes[i]! ^ bytes[TOKEN_BYTES + i]!;
  return timingSafeEqual(unmasked, real);
}

/**
 * Rails' `verify_authenticity_token` for a request whose verb is not safe: an `Origin` header, when sent,
 * must be this site's; and the form field `authenticity_token` (or the `X-CSRF-Token` header) must hold the
 * session's token. Throws `InvalidAuthenticityToken` (422) otherwise, before any action runs.
 */
export function verifyAuthenticity(header: (name: string) => string | undefined, info: RequestInfo, bodyParams: ParamObject, session: () => SessionData): void {
  const origin = header('origin');
  if (origin !== undefined && origin.toLowerCase() !== originOf(info)) {
    throw new InvalidAuthenticityToken(`the Origin ${JSON.stringify(origin.slice(0, 200))} is not this site's (${originOf(info)})`);
  }
  const sent = Object.hasOwn(bodyParams, CSRF_PARAM) ? bodyParams[CSRF_PARAM] : header(CSRF_HEADER);
  if (sent === undefined) throw new InvalidAuthenticityToken(`no ${CSRF_PARAM} param and no X-CSRF-Token header`);
  if (!validToken(session(), sent)) throw new InvalidAuthenticityToken('the token does not match this session\'s (the form may be older than the session)');
}
