/**
 * Base64 without `Buffer` (Deno and workerd have none): the URL-safe alphabet for what the library writes
 * (session cookies, CSRF tokens), and a lenient reader that takes both alphabets, as Node's
 * `Buffer.from(text, 'base64')` does, for what clients send back.
 */

const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// Each character's six bits; -1 for characters of neither alphabet. `+` and `-` are 62, `/` and `_` 63.
const SEXTETS = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) SEXTETS[URL_ALPHABET.charCodeAt(i)] = i;
SEXTETS[0x2b] = 62;
SEXTETS[0x2f] = 63;

/** Base64url of bytes, without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += URL_ALPHABET[n >> 18]! + URL_ALPHABET[(n >> 12) & 63]! + URL_ALPHABET[(n >> 6) & 63]! + URL_ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += URL_ALPHABET[n >> 18]! + URL_ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += URL_ALPHABET[n >> 18]! + URL_ALPHABET[(n >> 12) & 63]! + URL_ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

/**
 * The bytes of base64 or base64url text, read as Node's `Buffer.from(text, 'base64')` reads it: characters of
 * neither alphabet are skipped, `=` ends the data, and bits that make no whole byte are dropped, so every input
 * gives some bytes, never an error.
 */
export function fromBase64(text: string): Uint8Array {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let held = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3d) break;
    const sextet = c < 128 ? SEXTETS[c]! : -1;
    if (sextet < 0) continue;
    bits = ((bits << 6) | sextet) & 0xffffff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      out[at++] = (bits >> held) & 0xff;
    }
  }
  return at === out.length ? out : out.subarray(0, at);
}
