import { fromBase64, toBase64Url } from './base64.js';
import { timingSafeEqual, utf8Bytes } from './bytes.js';

/** Secrets shorter than this are refused: an HMAC key must not be guessable. */
export const MIN_SECRET_LENGTH = 32;

/** Web Crypto's key object (named through `crypto.subtle`, so no DOM or Node.js typings need to declare it). */
type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/**
 * A signing key: HMAC-SHA256 through Web Crypto (`crypto.subtle`, on Node 20+, Bun, Deno and workerd alike),
 * and its bytes, for a transport that must sign synchronously (see `node-signing.ts`).
 */
export interface SigningKey {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly key: CryptoKey;
}

const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;

async function hmac(key: Uint8Array<ArrayBuffer> | CryptoKey, data: string): Promise<Uint8Array<ArrayBuffer>> {
  const cryptoKey = ArrayBuffer.isView(key) ? await crypto.subtle.importKey('raw', key, HMAC, false, ['sign']) : key;
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, utf8Bytes(data)));
}

/**
 * A signing key derived from a secret for one purpose (HMAC-SHA256 of `resource-routing <purpose>` keyed with
 * the secret), so one secret can serve several uses safely.
 */
export async function deriveKey(secret: string, purpose: string): Promise<SigningKey> {
  const bytes = await hmac(utf8Bytes(secret), `resource-routing ${purpose}`);
  return { bytes, key: await crypto.subtle.importKey('raw', bytes, HMAC, false, ['sign']) };
}

/** `data.mac`: data (base64url) and its HMAC-SHA256 (base64url). `.` is not a base64url character, so the split is unambiguous. */
export async function sign(data: string, key: SigningKey): Promise<string> {
  return `${data}.${toBase64Url(await hmac(key.key, data))}`;
}

/**
 * The data of a signed message, and the index of the key that verified it (0: the current one; more: an old
 * one, so the message should be signed again). Undefined when no key verifies it: tampered, or from
 * a secret no longer listed.
 */
export async function verify(message: string, keys: readonly SigningKey[]): Promise<{ data: string; keyIndex: number } | undefined> {
  const cut = message.indexOf('.');
  if (cut <= 0 || message.indexOf('.', cut + 1) !== -1) return undefined;
  const data = message.slice(0, cut);
  const given = fromBase64(message.slice(cut + 1));
  for (let i = 0; i < keys.length; i++) {
    if (timingSafeEqual(given, await hmac(keys[i]!.key, data))) return { data, keyIndex: i };
  }
  return undefined;
}
