/**
 * Whether a param's requirement might match text containing a `/`. When none of a route's params can, every
 * path it matches has exactly as many `/` as its static text, so the engine tries the route only for paths
 * with that count (and can file it under its last segment).
 *
 * Conservative: "might" means "could not prove otherwise" (`.`, `\D`, `\p{…}`, negated classes without
 * `/`, backreferences — which repeat another group's text). An unproven requirement costs only speed,
 * never correctness. Lookarounds consume nothing, but their text is read like the rest: still safe.
 */

const SLASH = 0x2f;

/** Escapes for classes that never match `/`. */
const NO_SLASH = new Set(['d', 'w', 's']);
/**
 * Escapes for one character: its code point, which a class range may run past `/` (`[\t-z]`). `\b` is a
 * backspace in a class and an assertion outside one (where any code point but the slash's reads the same).
 */
const CONTROL: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, v: 11, f: 12, b: 8 };
/** Escapes for classes that do match `/`. */
const WITH_SLASH = new Set(['D', 'W', 'S']);

type Item = number | 'none' | 'slash' | 'unknown';

/** One escape at `i` (the backslash): what it matches, and the index after it. */
function escapeAt(s: string, i: number): [Item, number] {
  const next = s[i + 1] ?? '';
  if (next === 'x') return [parseInt(s.slice(i + 2, i + 4), 16), i + 4];
  if (next === 'u' && s[i + 2] === '{') {
    const end = s.indexOf('}', i);
    return [parseInt(s.slice(i + 3, end), 16), end + 1];
  }
  if (next === 'u') return [parseInt(s.slice(i + 2, i + 6), 16), i + 6];
  if (next === 'p' || next === 'P') return ['unknown', s[i + 2] === '{' ? s.indexOf('}', i) + 1 : i + 2];
  if (next === 'c') return /[A-Za-z]/.test(s[i + 2] ?? '') ? [s.charCodeAt(i + 2) % 32, i + 3] : ['unknown', i + 2];
  if (next === 'k' || (next >= '1' && next <= '9')) return ['unknown', i + 2];
  // `\0` then a digit is a legacy octal escape (`\057` is `/`), not read here.
  if (next === '0') return /\d/.test(s[i + 2] ?? '') ? ['unknown', i + 2] : [0, i + 2];
  if (next in CONTROL) return [CONTROL[next]!, i + 2];
  if (NO_SLASH.has(next)) return ['none', i + 2];
  if (WITH_SLASH.has(next)) return ['slash', i + 2];
  return [next.codePointAt(0) ?? 0, i + 2];
}

/** Whether the class `[...]` starting at `i` may match `/`; and the index after it. */
function classAt(s: string, i: number): [boolean, number] {
  let at = i + 1;
  const negated = s[at] === '^';
  if (negated) at++;
  let listed = false;
  let unknown = false;
  while (at < s.length && s[at] !== ']') {
    let item: Item;
    [item, at] = s[at] === '\\' ? escapeAt(s, at) : [s.codePointAt(at)!, at + 1];
    if (typeof item === 'number' && s[at] === '-' && at + 1 < s.length && s[at + 1] !== ']') {
      let to: Item;
      [to, at] = s[at + 1] === '\\' ? escapeAt(s, at + 1) : [s.codePointAt(at + 1)!, at + 2];
      if (typeof to !== 'number') unknown = true;
      else if (item <= SLASH && SLASH <= to) listed = true;
      continue;
    }
    if (item === 'unknown') unknown = true;
    if (item === 'slash' || item === SLASH) listed = true;
  }
  // A negated class matches `/` unless it lists it; an item not read exactly leaves "maybe" either way.
  return [unknown || listed !== negated, at + 1];
}

export function mayMatchSlash(requirement: RegExp | null): boolean {
  if (requirement === null) return false;
  // The `v` flag's class syntax is not read here.
  if (requirement.flags.includes('v')) return true;
  const s = requirement.source;
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    let item: Item = 'none';
    if (c === '\\') [item, i] = escapeAt(s, i);
    else if (c === '[') {
      let slash: boolean;
      [slash, i] = classAt(s, i);
      if (slash) return true;
    } else {
      if (c === '.' || c === '/') return true;
      i++;
    }
    if (item === 'slash' || item === 'unknown' || item === SLASH) return true;
  }
  return false;
}
