/**
 * What the engine needs to know about a param's requirement regexp before it may cut the param out of the
 * path by scanning instead of running the route's regexp:
 * - `slash` / `dot`: whether the requirement might match a `/` or a `.` (if it might match `/`, the param
 *   can span segments and the route's shape is unknown until its regexp ran);
 * - `isolatable`: whether testing the requirement on the cut-out value alone (`^(?:req)$`) gives the same
 *   answer as the requirement spliced into the route's regexp. Anchors, word boundaries, lookarounds and
 *   backreferences look past the param's own text (or at other groups), so they make it false.
 *
 * The analysis is conservative: "might" means "could not prove otherwise". An unproven requirement costs
 * only speed (the route falls back to its own regexp), never correctness.
 */
export interface RequirementShape {
  readonly slash: boolean;
  readonly dot: boolean;
  readonly isolatable: boolean;
}

const SLASH = 0x2f;
const DOT = 0x2e;

/** Character escapes (`\n`, `\t`, …) and class escapes that match neither `/` nor `.`. */
const NEITHER = new Set(['d', 'w', 's', 'n', 'r', 't', 'v', 'f', '0', 'c']);
/** Class escapes that match `/` and `.` (and nearly everything else). */
const WIDE = new Set(['D', 'W', 'S']);

interface Reader {
  readonly source: string;
  i: number;
}

/** The code point a `\x..`, `\u....` or `\u{...}` escape at `r.i` (on the backslash) stands for; advances. */
function hexEscape(r: Reader): number {
  const s = r.source;
  const kind = s[r.i + 1];
  if (kind === 'x') {
    r.i += 4;
    return parseInt(s.slice(r.i - 2, r.i), 16);
  }
  if (s[r.i + 2] === '{') {
    const end = s.indexOf('}', r.i);
    const code = parseInt(s.slice(r.i + 3, end), 16);
    r.i = end + 1;
    return code;
  }
  r.i += 6;
  return parseInt(s.slice(r.i - 4, r.i), 16);
}

/**
 * One escape at `r.i` (the backslash), advancing past it: `'wide'` for a class matching `/` and `.`,
 * `'neither'` for one matching neither, `'opaque'` for an assertion or backreference, else a code point.
 */
function readEscape(r: Reader, inClass: boolean): number | 'wide' | 'neither' | 'opaque' {
  const next = r.source[r.i + 1] ?? '';
  if (next === 'x' || next === 'u') return hexEscape(r);
  if (next === 'p' || next === 'P') {
    r.i = r.source[r.i + 2] === '{' ? r.source.indexOf('}', r.i) + 1 : r.i + 2;
    // Which properties cover `/` or `.` is not worked out: "both" outside a class, unknown inside one.
    return inClass ? 'opaque' : 'wide';
  }
  if (next === 'c' && !/[A-Za-z]/.test(r.source[r.i + 2] ?? '')) {
    // Annex B: `\c` without a control letter is a literal backslash; read no further.
    r.i += 2;
    return 'opaque';
  }
  if (next === 'k' || (next >= '1' && next <= '9')) {
    r.i += 2;
    return 'opaque';
  }
  if (next === 'b' || next === 'B') {
    r.i += 2;
    // In a class, \b is the backspace character; outside, a word boundary that looks at the neighbours.
    return inClass ? 'neither' : 'opaque';
  }
  r.i += next === 'c' ? 3 : 2;
  if (WIDE.has(next)) return 'wide';
  if (NEITHER.has(next)) return 'neither';
  return next.codePointAt(0) ?? 0;
}

/**
 * Reads a class `[...]` at `r.i`; returns which of `/` and `.` it may match. An item it cannot read exactly
 * makes the answer "both", whether the class is negated or not.
 */
function readClass(r: Reader): { slash: boolean; dot: boolean } {
  const s = r.source;
  r.i++;
  const negated = s[r.i] === '^';
  if (negated) r.i++;
  let slash = false;
  let dot = false;
  let unknown = false;
  while (r.i < s.length && s[r.i] !== ']') {
    const code = s[r.i] === '\\' ? readEscape(r, true) : s.codePointAt(r.i++)!;
    if (code === 'opaque') unknown = true;
    if (code === 'wide') slash = dot = true;
    if (typeof code !== 'number') continue;
    if (s[r.i] === '-' && r.i + 1 < s.length && s[r.i + 1] !== ']') {
      r.i++;
      const to = s[r.i] === '\\' ? readEscape(r, true) : s.codePointAt(r.i++)!;
      if (typeof to !== 'number') unknown = true;
      else {
        if (code <= SLASH && SLASH <= to) slash = true;
        if (code <= DOT && DOT <= to) dot = true;
      }
      continue;
    }
    if (code === SLASH) slash = true;
    if (code === DOT) dot = true;
  }
  r.i++;
  if (unknown) return { slash: true, dot: true };
  // A negated class matches `/` unless it lists `/` (or a class escape covering it).
  return negated ? { slash: !slash, dot: !dot } : { slash, dot };
}

export function analyzeRequirement(requirement: RegExp | null): RequirementShape {
  if (requirement === null) return { slash: false, dot: false, isolatable: true };
  // The `v` flag's class syntax is not read here; be safe.
  if (requirement.flags.includes('v')) return { slash: true, dot: true, isolatable: false };
  const r: Reader = { source: requirement.source, i: 0 };
  const s = r.source;
  let slash = false;
  let dot = false;
  let isolatable = true;
  while (r.i < s.length) {
    const c = s[r.i]!;
    if (c === '\\') {
      const code = readEscape(r, false);
      // A backreference may repeat another param's text, slashes included.
      if (code === 'opaque') isolatable = false;
      if (code === 'opaque' || code === 'wide') slash = dot = true;
      else if (code === SLASH) slash = true;
      else if (code === DOT) dot = true;
    } else if (c === '[') {
      const cls = readClass(r);
      slash ||= cls.slash;
      dot ||= cls.dot;
    } else if (c === '.') {
      slash = dot = true;
      r.i++;
    } else if (c === '^' || c === '$') {
      isolatable = false;
      r.i++;
    } else if (c === '(' && s[r.i + 1] === '?') {
      // `(?:` and `(?<name>` group; `(?=`, `(?!`, `(?<=`, `(?<!` look outside the param's text.
      const look = s[r.i + 2] === '=' || s[r.i + 2] === '!' || (s[r.i + 2] === '<' && (s[r.i + 3] === '=' || s[r.i + 3] === '!'));
      if (look) isolatable = false;
      r.i += 2;
    } else {
      if (c === '/') slash = true;
      r.i++;
    }
  }
  return { slash, dot, isolatable };
}
