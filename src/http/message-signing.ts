import { createHmac, timingSafeEqual } from 'node:crypto';

/** Secrets shorter than this are refused: an HMAC key must not be guessable. */
export const MIN_SECRET_LENGTH = 32;

/** A signing key derived from a secret for one purpose, so one secret can serve several uses safely. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`resource-routing ${purpose}`).digest();
}

const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest('base64url');

/** `data.mac`: data (base64url) and its HMAC-SHA256 (base64url). `.` is not a base64url character, so the split is unambiguous. */
export function sign(data: string, key: Buffer): string {
  return `${data}.${mac(key, data)}`;
}

/**
 * The data of a signed message, and the index of the key that verified it (0: the current one; more: an old
 * one, so the message should be signed again). Undefined when no key verifies it: tampered, or from
 * a secret no longer listed.
 */
export function verify(message: string, keys: readonly Buffer[]): { data: string; keyIndex: number } | undefined {
  const cut = message.indexOf('.');
  if (cut <= 0 || message.indexOf('.', cut + 1) !== -1) return undefined;
  const data = message.slice(0, cut);
  const given = Buffer.from(message.slice(cut + 1), 'base64url');
  for (let i = 0; i < keys.length; i++) {
    const expected = Buffer.from(mac(keys[i]!, data), 'base64url');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { data, keyIndex: i };
  }
  return undefined;
}
