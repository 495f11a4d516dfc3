import { ALPHANUMERIC, asciiTable, onlyCharsOf } from '../../pattern/escape.js';
import { anchoredRequirement } from '../../pattern/requirement.js';

/**
 * A param requirement the segment engine can test on a segment's text, anchored (`^(?:…)$`), or null. It
 * takes requirements written only with letters, digits, `-` and `_`, `\d`, `\w`, classes of those (ranges
 * within digits, lower-case or upper-case letters), quantifiers, groups and `|`, with no flag but `i`:
 * `\d+`, `[a-z0-9-]+`, `[A-Z]{2}`, `(?:v|r)\d+`, `new|\d+`. Such a requirement never matches `/`, `.` or `?`,
 * so in the route's regexp its param spans exactly one segment (before the format's `.` in the last one),
 * as a default param does: testing that text is the regexp's answer. Anything else (`.`, negated classes,
 * escapes of other characters, lookarounds, backreferences) is left to the fast engine.
 */
export function segmentRequirement(requirement: RegExp): SegmentTest | null {
  if (requirement.flags !== '' && requirement.flags !== 'i') return null;
  if (!isSegmentSafe(requirement.source)) return null;
  return { table: repeatedClass(requirement.source, requirement.flags === 'i'), regexp: anchoredRequirement(requirement) };
}

/** How a segment's text is tested: by `table` when the requirement is one class repeated, else by `regexp`. */
export interface SegmentTest {
  /** Characters (ASCII codes) the text may be made of, when the requirement is `\d+`, `[a-z0-9-]+` or the like. */
  readonly table: Uint8Array | null;
  /** The requirement anchored: `^(?:…)$`. */
  readonly regexp: RegExp;
}

/** Whether the segment `text[from, to)` meets the test (segments are never empty). */
export function meetsTest(test: SegmentTest, text: string, from: number, to: number): boolean {
  const table = test.table;
  return table === null ? test.regexp.test(text.slice(from, to)) : onlyCharsOf(text, table, from, to);
}

const DIGITS = '0123456789';
const WORD = `${ALPHANUMERIC}_`;

/**
 * The characters of a requirement that is one class (`\d`, `\w` or `[…]`) repeated by `+` or `*` (the same
 * on a segment, which is never empty), as a table; null for any other requirement.
 */
function repeatedClass(source: string, caseless: boolean): Uint8Array | null {
  const last = source[source.length - 1];
  if (last !== '+' && last !== '*') return null;
  const body = source.slice(0, -1);
  let chars: string;
  if (body === '\\d') chars = DIGITS;
  else if (body === '\\w') chars = WORD;
  else if (body.startsWith('[') && classEnd(body, 0) === body.length) chars = classChars(body.slice(1, -1));
  else return null;
  return asciiTable(caseless ? chars + chars.toLowerCase() + chars.toUpperCase() : chars);
}

/** The characters a class's inside (as `classEnd` accepts it) lists. */
function classChars(inside: string): string {
  let chars = '';
  for (let i = 0; i < inside.length; ) {
    const c = inside[i]!;
    if (c === '\\') {
      chars += inside[i + 1] === 'd' ? DIGITS : WORD;
      i += 2;
    } else if (inside[i + 1] === '-' && i + 2 < inside.length) {
      for (let code = c.charCodeAt(0); code <= inside.charCodeAt(i + 2); code++) chars += String.fromCharCode(code);
      i += 3;
    } else {
      chars += c;
      i++;
    }
  }
  return chars;
}

const isWordChar = (c: string) => /^[A-Za-z0-9_-]$/.test(c);

/** Both ends of a class range in one run of characters that are all word characters. */
const isSafeRange = (from: string, to: string) =>
  from <= to && ((from >= '0' && to <= '9') || (from >= 'a' && to <= 'z') || (from >= 'A' && to <= 'Z'));

function isSegmentSafe(source: string): boolean {
  let depth = 0;
  // Whether the last item can take a quantifier (a quantifier after `(`, `|` or another quantifier is not read here).
  let quantifiable = false;
  for (let i = 0; i < source.length; ) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1];
      if (next !== 'd' && next !== 'w') return false;
      i += 2;
      quantifiable = true;
    } else if (c === '[') {
      const end = classEnd(source, i);
      if (end === -1) return false;
      i = end;
      quantifiable = true;
    } else if (c === '(') {
      if (source.startsWith('(?:', i)) i += 3;
      else if (source[i + 1] === '?') return false;
      else i += 1;
      depth++;
      quantifiable = false;
    } else if (c === ')') {
      if (depth === 0) return false;
      depth--;
      i++;
      quantifiable = true;
    } else if (c === '|') {
      i++;
      quantifiable = false;
    } else if (c === '+' || c === '*' || c === '?' || c === '{') {
      if (!quantifiable) return false;
      if (c === '{') {
        const close = /^\{\d+(?:,\d*)?\}/.exec(source.slice(i));
        if (close === null) return false;
        i += close[0].length;
      } else i++;
      // A lazy quantifier (`+?`) matches the same texts when the whole segment must match.
      if (source[i] === '?') i++;
      quantifiable = false;
    } else if (isWordChar(c)) {
      i++;
      quantifiable = true;
    } else return false;
  }
  return depth === 0 && source.length > 0;
}

/** The index after the class starting at `start` when it holds only word characters, `\d`, `\w` and safe ranges; else -1. */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  if (source[i] === '^' || source[i] === ']') return -1;
  while (i < source.length && source[i] !== ']') {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1];
      if (next !== 'd' && next !== 'w') return -1;
      i += 2;
    } else if (!isWordChar(c)) return -1;
    else if (source[i + 1] === '-' && source[i + 2] !== undefined && source[i + 2] !== ']') {
      if (!isSafeRange(c, source[i + 2]!)) return -1;
      i += 3;
    } else i++;
  }
  return i < source.length ? i + 1 : -1;
}
