import { RubyRegExp, Unconvertible, type Evaluated } from './ruby-values.js';

/** The flags of a Ruby regexp literal (Prism's node answers them). */
export interface RubyRegExpFlags {
  isIgnoreCase(): boolean;
  isMultiLine(): boolean;
  isExtended(): boolean;
}

/**
 * A regexp in JavaScript's terms: `i` stays, Ruby's `m` (dot matches newline) is `s`, an `x` regexp loses its
 * spaces and comments. The source text stays Ruby's otherwise (`\A`, `\z`, POSIX classes): the library's
 * requirement translation reads Ruby's regexp syntax. A source JavaScript cannot compile is not converted.
 */
export function regexp(source: string, node: RubyRegExpFlags): Evaluated {
  const flags = `${node.isIgnoreCase() ? 'i' : ''}${node.isMultiLine() ? 's' : ''}`;
  const text = node.isExtended() ? stripExtended(source) : source;
  try {
    new RegExp(text, flags);
  } catch (error) {
    return new Unconvertible(`a regexp JavaScript cannot compile (${(error as Error).message})`);
  }
  return new RubyRegExp(text, flags);
}

/** An `/x` regexp's source without its unescaped whitespace and `#` comments (outside character classes). */
export function stripExtended(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (c === '#') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (!/\s/.test(c)) {
      out += c;
    }
  }
  return out;
}
