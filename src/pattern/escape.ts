/**
 * Escaping of values placed into a path, and decoding of values read from one. Generation writes a value the
 * way Rails does (3.2's Journey `escape_path`, kept by every later version for `.`):
 * - RFC 3986 pchars (`:@!$&'()*+,;=`) and `.` as written: `edit_zone_path('v1.2')` → `/zones/v1.2/edit`;
 * - `%` as written when it starts a valid `%XX` escape (a pre-escaped value passes through), `%25` otherwise,
 *   so no invalid URL is ever produced;
 * - `/` as written where the param may hold one (globs, `:controller`, a value its requirement accepts),
 *   `%2F` elsewhere (Rails 4+; 3.2 kept it everywhere);
 * - spaces, `?`, `#`, `"`, non-ASCII and other unsafe characters percent-encoded (UTF-8).
 * Only values the param's pattern accepts recognize back to themselves (`post_path('a.b')` is `/posts/a.b`,
 * recognized as id `a`, format `b`, as in Rails).
 */

const KEPT: Record<string, string> = { '%24': '$', '%26': '&', '%2B': '+', '%2C': ',', '%3B': ';', '%3D': '=', '%3A': ':', '%40': '@', '%2F': '/' };
const KEPT_IN_SEGMENT = /%(?:24|26|2B|2C|3B|3D|3A|40)|%25(?=[0-9A-Fa-f]{2})/g;
const KEPT_WITH_SLASH = /%(?:24|26|2B|2C|3B|3D|3A|40|2F)|%25(?=[0-9A-Fa-f]{2})/g;

/** A set of ASCII characters as a lookup table, for `onlyCharsOf`. */
export function asciiTable(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (const c of chars) table[c.charCodeAt(0)] = 1;
  return table;
}

/**
 * Whether every character of `text` (or of `text[from, to)`) is in `table`: such text needs no escaping, and no
 * regexp pass is made.
 */
export function onlyCharsOf(text: string, table: Uint8Array, from = 0, to = text.length): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128 || table[c] === 0) return false;
  }
  return true;
}

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// What encodeURIComponent leaves and KEPT restores: most values (ids, slugs) are only these.
const AS_WRITTEN = asciiTable(`${ALPHANUMERIC}-_.~!'()*$&+,;=:@`);
const AS_WRITTEN_WITH_SLASH = asciiTable(`${ALPHANUMERIC}-_.~!'()*$&+,;=:@/`);

/** Whether `value` is written into the path as it is (what `escapeSegment` leaves unchanged). */
export const writtenAsIs = (value: string, keepSlash: boolean): boolean => onlyCharsOf(value, keepSlash ? AS_WRITTEN_WITH_SLASH : AS_WRITTEN);

/** A value as path text; `keepSlash` where the param may span segments. */
export function escapeSegment(value: string, keepSlash: boolean): string {
  if (writtenAsIs(value, keepSlash)) return value;
  return encodeURIComponent(value).replace(keepSlash ? KEPT_WITH_SLASH : KEPT_IN_SEGMENT, (e) => KEPT[e] ?? '%');
}

/** Percent-decodes a path value; `+` stays `+` (it is a space only in query strings). Throws on bad input. */
export function decodeSegment(raw: string): string {
  return raw.includes('%') ? decodeURIComponent(raw) : raw;
}

const NOT_CANONICAL = /%(?:[0-9A-Fa-f][a-f]|[a-f])|[^\x21-\x7E]/u;

/**
 * The one spelling of a path that declared text and requests are compared in: characters outside printable
 * ASCII (spaces, `é`, `世界`) percent-encoded as UTF-8, escapes in upper case. A route declared as
 * `/こんにちは` thereby matches what a browser sends (`/%E3%81%93…`) and what code passes (`/こんにちは`).
 */
export function canonicalPath(text: string): string {
  // Declared paths are nearly always canonical already: one test instead of two replacing scans.
  if (!NOT_CANONICAL.test(text)) return text;
  return text.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase()).replace(/[^\x21-\x7E]+/gu, (run) => encodeURIComponent(run));
}
