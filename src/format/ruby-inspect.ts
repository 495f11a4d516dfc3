/**
 * Values written as Ruby 3.1's `inspect` writes them, as `rails routes` of Rails 6.1 shows a route's requirements
 * and defaults (`{:id=>/\d+/, :format=>"json"}`).
 */

const STRING_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\f': '\\f',
  '\v': '\\v',
  '\x07': '\\a',
  '\b': '\\b',
  '\x1b': '\\e',
};

/** `String#inspect`: quotes, backslash escapes, `\#{` (and `#$`, `#@`) kept from interpolating, `\u0001` for other controls. */
export function inspectString(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  const body = text.replace(/["\\\x00-\x1f\x7f]|#(?=[{$@])/g, (c) => {
    if (c === '#') return '\\#';
    return STRING_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  });
  return `"${body}"`;
}

/** `Symbol#inspect`: `:page`, `:valid?`, or quoted when it is not an identifier (`:"per-page"`). */
export function inspectSymbol(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*[?!=]?$/.test(name) ? `:${name}` : `:${inspectString(name)}`;
}

/**
 * `Regexp#inspect`: `/source/` with every `/` escaped (JavaScript leaves one in a character class as it is) and
 * Ruby's option letters (`m` for JavaScript's dot-all `s`, then `i`).
 */
export function inspectRegExp(re: RegExp): string {
  const source = re.source.replace(/\\[^]|\//g, (token) => (token === '/' ? '\\/' : token));
  return `/${source}/${re.flags.includes('s') ? 'm' : ''}${re.flags.includes('i') ? 'i' : ''}`;
}

/** Any value of a route's requirements or defaults, as Ruby's `inspect` shows the value Rails would hold. */
export function inspectValue(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'string') return inspectString(value);
  if (value instanceof RegExp) return inspectRegExp(value);
  if (Array.isArray(value)) return `[${value.map(inspectValue).join(', ')}]`;
  if (typeof value === 'object') return inspectHash(value as Readonly<Record<string, unknown>>);
  return String(value);
}

/** `Hash#inspect` of a symbol-keyed hash: `{:id=>/\d+/, :page=>1}`. */
export function inspectHash(hash: Readonly<Record<string, unknown>>): string {
  return `{${Object.entries(hash)
    .map(([key, value]) => `${inspectSymbol(key)}=>${inspectValue(value)}`)
    .join(', ')}}`;
}
