/**
 * Escaping of values placed into a path, and decoding of values read from one. Generation escapes so that
 * recognition of the generated path gives back the same value:
 * - a segment keeps RFC 3986 pchars (`:@!$&'()*+,;=`) and escapes `/`, `?`, `#`, `%`, spaces and non-ASCII;
 * - a glob keeps `/` too (it spans segments on purpose);
 * - a param matched by the default `[^/.?]+` also escapes `.`, which would otherwise start the format suffix.
 */

const KEPT_IN_SEGMENT: Record<string, string> = { '%24': '$', '%26': '&', '%2B': '+', '%2C': ',', '%3B': ';', '%3D': '=', '%3A': ':', '%40': '@' };
const SEGMENT_ESCAPES = /%(?:24|26|2B|2C|3B|3D|3A|40)/g;
const GLOB_ESCAPES = /%(?:24|26|2B|2C|3B|3D|3A|40|2F)/g;

export type SegmentKind = 'segment' | 'glob' | 'dotless';

export function escapeSegment(value: string, kind: SegmentKind): string {
  const encoded = encodeURIComponent(value);
  if (kind === 'glob') return encoded.replace(GLOB_ESCAPES, (e) => (e === '%2F' ? '/' : KEPT_IN_SEGMENT[e]!));
  const kept = encoded.replace(SEGMENT_ESCAPES, (e) => KEPT_IN_SEGMENT[e]!);
  return kind === 'dotless' ? kept.replace(/\./g, '%2E') : kept;
}

/** Percent-decodes a path value; `+` stays `+` (it is a space only in query strings). Throws on bad input. */
export function decodeSegment(raw: string): string {
  return raw.includes('%') ? decodeURIComponent(raw) : raw;
}

/**
 * The one spelling of a path that declared text and requests are compared in: characters outside printable
 * ASCII (spaces, `é`, `世界`) percent-encoded as UTF-8, escapes in upper case. A route declared as
 * `/こんにちは` thereby matches what a browser sends (`/%E3%81%93…`) and what code passes (`/こんにちは`).
 */
export function canonicalPath(text: string): string {
  return text.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase()).replace(/[^\x21-\x7E]+/gu, (run) => encodeURIComponent(run));
}
