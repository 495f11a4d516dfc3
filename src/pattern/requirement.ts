import { ArgumentError } from '../errors.js';

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

/** The requirement's source with its `i` / `s` flags folded in, ready to splice into a larger pattern. */
export function inlineSource(requirement: RegExp): string {
  const { flags } = requirement;
  const source = fromRubySyntax(requirement.source);
  if (!flags.includes('i') && !flags.includes('s')) return source;
  return rewrite(source, flags.includes('i'), flags.includes('s'));
}

/**
 * Whether a requirement must be matched in unicode mode: its own `u` flag, or Ruby's `\p{…}` property classes
 * (JavaScript reads `\p{L}` as the text `p{L}` unless the pattern is unicode).
 */
export function needsUnicode(requirement: RegExp): boolean {
  return requirement.unicode || /\\[pP]\{/.test(requirement.source);
}

// The anchored form of each requirement, compiled on first use: helpers check values on every call.
const anchored = new WeakMap<RegExp, RegExp>();

/** The requirement as a regexp a whole value must match (also what `resource-routing js` writes out). */
export function anchoredRequirement(requirement: RegExp): RegExp {
  let whole = anchored.get(requirement);
  if (!whole) {
    const flags = requirement.flags.replace(/[gy]/g, '');
    whole = new RegExp(`^(?:${fromRubySyntax(requirement.source)})$`, needsUnicode(requirement) && !flags.includes('u') ? `${flags}u` : flags);
    anchored.set(requirement, whole);
  }
  return whole;
}

/** Whether a whole value satisfies a requirement (generation checks values before putting them in a path). */
export function satisfies(requirement: RegExp, value: string): boolean {
  return anchoredRequirement(requirement).test(value);
}

// Requirements come from Rails route files and their translations, so they are written in Ruby's regexp
// syntax. JavaScript reads two of its forms differently without complaint: POSIX bracket expressions
// (`[[:alnum:]]`, a class of `[`, `:`, `a`, … followed by `]`) and `\h` / `\H` (hex digit; a plain `h`).
const POSIX_CLASSES: Record<string, string> = {
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '\\x21-\\x7e',
  lower: 'a-z',
  print: '\\x20-\\x7e',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\s',
  upper: 'A-Z',
  word: '\\w',
  xdigit: '0-9a-fA-F',
};
const POSIX_CLASS = /^\[:(\w+):\]/;

/** A Ruby regexp source as JavaScript must write it: POSIX classes and `\h` / `\H` spelled out (ASCII). */
export function fromRubySyntax(source: string): string {
  if (!source.includes('[:') && !/\\[hH]/.test(source)) return source;
  let out = '';
  let inClass = false;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      const [text, end] = escapeAt(source, i);
      if (text === '\\h') out += inClass ? '0-9a-fA-F' : '[0-9a-fA-F]';
      else if (text === '\\H' && !inClass) out += '[^0-9a-fA-F]';
      else out += text;
      i = end;
      continue;
    }
    const posix = inClass ? POSIX_CLASS.exec(source.slice(i)) : null;
    if (posix && POSIX_CLASSES[posix[1]!] !== undefined) {
      out += POSIX_CLASSES[posix[1]!];
      i += posix[0].length;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    out += c;
    i++;
  }
  return out;
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

function rewrite(source: string, caseless: boolean, dotAll: boolean): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      const [text, end] = escapeAt(source, i);
      out += text;
      i = end;
    } else if (c === '[') {
      const [text, end] = rewriteClass(source, i, caseless);
      out += text;
      i = end;
    } else if (c === '(' && source[i + 1] === '?') {
      // Group syntax: `(?:`, `(?=`, `(?<name>` — the name must not be case-folded.
      const m = /^\(\?(<[A-Za-z_$][\w$]*>|<=|<!|[:=!])/.exec(source.slice(i));
      const text = m ? m[0] : '(?';
      out += text;
      i += text.length;
    } else if (c === '.' && dotAll) {
      out += '[\\s\\S]';
      i++;
    } else if (caseless && isLetter(c)) {
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
function rewriteClass(source: string, start: number, caseless: boolean): [string, number] {
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
      if (caseless && isLetter(c) && isLetter(to)) {
        const flip = (x: string) => (x === x.toLowerCase() ? x.toUpperCase() : x.toLowerCase());
        extra.push(`${flip(c)}-${flip(to)}`);
      }
      i += 3;
      continue;
    }
    out += caseless ? bothCases(c) : c;
    i++;
  }
  return [`${out}${extra.join('')}]`, i + 1];
}
