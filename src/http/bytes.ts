/**
 * Bytes without `node:buffer`: the request cycle runs on Node, Bun, Deno and workerd, so bodies are
 * `Uint8Array`s and text goes through `TextEncoder` / `TextDecoder`. Where the runtime has a global `Buffer`
 * (Node, Bun), its native search and length are used for speed; the answers are the same.
 */

/** The global `Buffer` of Node and Bun, when there is one (never imported: Deno and workerd have none). */
type NativeBuffer = {
  byteLength(text: string, encoding: 'utf8'): number;
  from(view: ArrayBufferLike, offset: number, length: number): Uint8Array & { indexOf(value: Uint8Array, from: number): number };
};
const native = (globalThis as { Buffer?: NativeBuffer }).Buffer;

const encoder = new TextEncoder();
// `ignoreBOM`: a byte order mark is kept as U+FEFF, as Node's `buffer.toString('utf8')` keeps it.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

export const utf8Bytes = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text);

/** UTF-8 text of bytes (or of `bytes[start, end)`); invalid sequences become U+FFFD. */
export function utf8Text(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return decoder.decode(start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end));
}

/** The length of `text` in UTF-8 bytes. */
export const byteLength = (text: string): number => (native ? native.byteLength(text, 'utf8') : utf8Length(text));

/** The length of `text` in UTF-8 bytes, counted in JavaScript (where there is no `Buffer`). */
export function utf8Length(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) length += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair: 2 UTF-16 units, 4 bytes.
      length += 2;
      i++;
    } else length += 2; // 3 bytes (a lone surrogate is written as U+FFFD, 3 bytes too)
  }
  return length;
}

/** The chunks joined into one array of `size` bytes. */
export function concatBytes(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]!.length === size) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * A copy of some bytes, of the same kind (a `Buffer` stays a `Buffer`, since typed arrays copy through
 * their species), so a part of a body does not keep the whole body alive.
 */
export const copyBytes = (view: Uint8Array): Uint8Array => Uint8Array.prototype.slice.call(view);

/**
 * Where `needle` first occurs in `haystack` at or after `from`, or -1. Linear time whatever the bytes (a body
 * crafted to look like the needle again and again costs no more): the runtime's native search where there is
 * one, else Knuth–Morris–Pratt.
 */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  if (native) return native.from(haystack.buffer, haystack.byteOffset, haystack.length).indexOf(needle, from);
  return kmpSearch(haystack, needle, from);
}

/** Knuth–Morris–Pratt: each byte of the haystack is compared a bounded number of times. */
export function kmpSearch(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const m = needle.length;
  if (m === 0) return Math.min(Math.max(from, 0), haystack.length);
  const fail = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && needle[i] !== needle[k]) k = fail[k - 1]!;
    if (needle[i] === needle[k]) k++;
    fail[i] = k;
  }
  for (let i = Math.max(from, 0), k = 0; i < haystack.length; i++) {
    while (k > 0 && haystack[i] !== needle[k]) k = fail[k - 1]!;
    if (haystack[i] === needle[k]) k++;
    if (k === m) return i - m + 1;
  }
  return -1;
}

/** Whether two byte strings are equal, in time that depends only on their length (for secrets). */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** `length` bytes from the runtime's cryptographically secure generator (Web Crypto). */
export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Lower-case hexadecimal of bytes. */
export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
