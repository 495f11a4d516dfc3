import { ArgumentError } from '../errors.js';
import { fromRubySyntax } from './ruby-regexp.js';

/**
 * Segment requirements (`id: /\d+/`) are spliced into one regular expression per route, so a requirement's
 * flags cannot stay flags: `i` and `s` are rewritten into the source, and the capture groups it brings are
 * counted so params can still be read by position.
 */

// Rails refuses ^, \A at the start and $, \Z, \z at the end: a segment requirement is anchored by the route.
const ANCHORS = /^(\\A|\^)|(\\Z|\\z|\$)$/;

export function assertUnanchored(param: string, requirement: RegExp, where: string): void {
  if (ANCHORS.test(requirement.source)) {
    throw new ArgumentError(`Regexp anchor characters are not allowed in routing requirements: ${String(requirement)} (param :${param} of ${where})`);
  }
}

/** How many capture groups a source brings (named ones included). */
export function countGroups(source: string): number {
  return new RegExp(`${source}|`).exec('')!.length - 1;
}

/**
 * The requirement's source read as Ruby reads it (see `fromRubySyntax`), with its `i` / `s` flags folded in,
 * ready to splice into a larger pattern.
 */
export function inlineSource(requirement: RegExp): string {
  const { flags } = requirement;
  const source = fromRubySyntax(requirement.source, flags.includes('s'));
  return flags.includes('i') ? caseless(source) : source;
}

/**
 * Whether a requirement must be matched in unicode mode: its own `u` flag, or Ruby's `\p{…}` property classes
 * (JavaScript reads `\p{L}` as the text `p{L}` unless the pattern is unicode).
 */
export function needsUnicode(requirement: RegExp): boolean {
  return requirement.unicode || /\\[pPux]\{/.test(requirement.source);
}

// The anchored form of each requirement, compiled on first use: helpers check values on every call.
const anchored = new WeakMap<RegExp, RegExp>();

/** Whether a whole value satisfies a requirement (generation checks values before putting them in a path). */
export function satisfies(requirement: RegExp, value: string): boolean {
  let whole = anchored.get(requirement);
  if (!whole) {
    const flags = requirement.flags.replace(/[gy]/g, '');
    whole = new RegExp(`^(?:${fromRubySyntax(requirement.source, flags.includes('s'))})$`, needsUnicode(requirement) && !flags.includes('u') ? `${flags}u` : flags);
    anchored.set(requirement, whole);
  }
  return whole.test(value);
}

const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();
const bothCases = (c: string) => (isLetter(c) ? `${c.toLowerCase()}${c.toUpperCase()}` : c);

/** Copies an escape sequence starting at `i` (a backslash); returns the text and the index after it. */
function escapeAt(source: string, i: number): [string, number] {
  const next = source[i + 1] ?? '';
  if ((next === 'p' || next === 'P' || next === 'u') && source[i + 2] === '{') {
    const end = source.indexOf('}', i);
    return [source.slice(i, end + 1), end + 1];
  }
  if (next === 'k' && source[i + 2] === '<') {
    const end = source.indexOf('>', i);
    return [source.slice(i, end + 1), end + 1];
  }
  if (next === 'u') return [source.slice(i, i + 6), i + 6];
  if (next === 'x') return [source.slice(i, i + 4), i + 4];
  if (next === 'c') return [source.slice(i, i + 3), i + 3];
  return [source.slice(i, i + 2), i + 2];
}

/** The source with every letter matching both cases (the `i` flag cannot stay a flag once spliced). */
function caseless(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      const [text, end] = escapeAt(source, i);
      out += text;
      i = end;
    } else if (c === '[') {
      const [text, end] = rewriteClass(source, i);
      out += text;
      i = end;
    } else if (c === '(' && source[i + 1] === '?') {
      // Group syntax: `(?:`, `(?=`, `(?<name>` — the name must not be case-folded.
      const m = /^\(\?(<[A-Za-z_$][\w$]*>|<=|<!|[:=!])/.exec(source.slice(i));
      const text = m ? m[0] : '(?';
      out += text;
      i += text.length;
    } else if (isLetter(c)) {
      out += `[${bothCases(c)}]`;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Rewrites a character class `[...]` starting at `start`; returns the text and the index after `]`. */
function rewriteClass(source: string, start: number): [string, number] {
  let out = '[';
  let i = start + 1;
  if (source[i] === '^') {
    out += '^';
    i++;
  }
  const extra: string[] = [];
  while (i < source.length && source[i] !== ']') {
    if (source[i] === '\\') {
      const [text, end] = escapeAt(source, i);
      out += text;
      i = end;
      continue;
    }
    const c = source[i]!;
    const to = source[i + 2];
    if (source[i + 1] === '-' && to !== undefined && to !== ']' && to !== '\\') {
      out += `${c}-${to}`;
      if (isLetter(c) && isLetter(to)) {
        const flip = (x: string) => (x === x.toLowerCase() ? x.toUpperCase() : x.toLowerCase());
        extra.push(`${flip(c)}-${flip(to)}`);
      }
      i += 3;
      continue;
    }
    out += bothCases(c);
    i++;
  }
  return [`${out}${extra.join('')}]`, i + 1];
}
