import { ArgumentError } from '../errors.js';

/**
 * Requirements come from Rails route files and their translations, so they are written in Ruby's regexp
 * syntax (Onigmo). JavaScript accepts most of it without complaint but reads part of it differently; this
 * rewrites a source into the JavaScript that means what Ruby meant:
 *
 * | Ruby | means | JavaScript read it as |
 * |---|---|---|
 * | `\A`, `\z`, `\Z` | start, end, end before a final newline | the letters `A`, `z`, `Z` |
 * | `^`, `$` | start / end of a line | start / end of the input |
 * | `.` | any character but `\n` | also not `\r`, U+2028, U+2029 |
 * | `\s`, `\S` | ASCII white space (`[ \t\n\v\f\r]`) | also Unicode spaces |
 * | `\h`, `\H` | a hex digit, and not | the letters `h`, `H` |
 * | `\e`, `\a` | escape (0x1B), bell (0x07) | the letters `e`, `a` |
 * | `\R` | a line break | the letter `R` |
 * | `x{,3}` | `x{0,3}` | the text `x{,3}` |
 * | `[[:alpha:]]`, `[[:^digit:]]` | POSIX bracket classes | a class of `[`, `:`, `a`, … then `]` |
 * | `[a-z[0-9]]`, `[a-z&&[^aeiou]]` | class union, intersection | `[a-z[0-9]` then `]`; a class with `&` |
 * | `\p{Alnum}`, `\p{Hiragana}`, `\p{^L}` | Onigmo property names | invalid in unicode mode |
 * | `(?<name>x)` with `(y)` | `(y)` does not capture once a group is named | `(y)` captures |
 *
 * Named groups become plain ones (unless a `\k<name>` refers to them), so two params of one route can use
 * the same name. With `caseless` (the `i` flag, which cannot stay a flag once the source is spliced into a
 * route's pattern) every letter of the text and of classes matches both cases; escapes and names are kept. `\G`, `\K`, `\X`, `\g<…>` have no JavaScript equivalent and raise an ArgumentError.
 */
export function fromRubySyntax(source: string, flags: { readonly dotAll?: boolean; readonly caseless?: boolean } = {}): string {
  return new Translator(source, flags.dotAll ?? false, flags.caseless ?? false).run();
}

const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();
const bothCases = (c: string) => (isLetter(c) ? `${c.toLowerCase()}${c.toUpperCase()}` : c);
const flipCase = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());

const SPACE = ' \\t\\n\\v\\f\\r';
// Characters that keep their backslash: JavaScript's syntax characters and the `/` of regexp literals.
const SYNTAX = '^$\\.*+?()[]{}|/';
const HEX = '0-9a-fA-F';

const POSIX_CLASSES: Readonly<Record<string, string>> = {
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7f',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '\\x21-\\x7e',
  lower: 'a-z',
  print: '\\x20-\\x7e',
  punct: '!-\\/:-@\\[-`{-~',
  space: SPACE,
  upper: 'A-Z',
  word: '\\w',
  xdigit: HEX,
};

// Onigmo's property names that JavaScript's unicode mode does not know, as class bodies.
const PROPERTIES: Readonly<Record<string, string>> = {
  alnum: '\\p{Alpha}\\p{Nd}',
  blank: '\\p{Zs}\\t',
  cntrl: '\\p{Cc}',
  digit: '\\p{Nd}',
  lower: '\\p{Lowercase}',
  punct: '\\p{P}',
  space: '\\p{White_Space}',
  upper: '\\p{Uppercase}',
  word: '\\p{Alpha}\\p{M}\\p{Nd}\\p{Pc}',
  xdigit: HEX,
  any: '\\s\\S',
  ascii: '\\x00-\\x7f',
};

const UNSUPPORTED: Readonly<Record<string, string>> = {
  G: '\\G (where the last match ended)',
  K: '\\K (keep the text before)',
  X: '\\X (an extended grapheme cluster)',
  g: '\\g<…> (a subexpression call)',
};

/** A property name JavaScript knows (`L`, `Alpha`, `Script=Greek`), or undefined. */
function knownProperty(name: string): string | undefined {
  for (const candidate of [name, `Script=${name}`]) {
    try {
      new RegExp(`\\p{${candidate}}`, 'u');
      return candidate;
    } catch {
      // not this spelling
    }
  }
  return undefined;
}

/** A one-character matcher: class body text plus whole fragments (negated pieces) in union. */
interface CharSet {
  body: string;
  readonly pieces: string[];
}

const setFragment = ({ body, pieces }: CharSet): string =>
  pieces.length === 0 ? `[${body}]` : pieces.length === 1 && body === '' ? pieces[0]! : `(?:${[...(body ? [`[${body}]`] : []), ...pieces].join('|')})`;

class Translator {
  private i = 0;
  private readonly names: boolean;
  /** Set by `charClass`: the body of the class just read when it was a plain `[…]` (no negation, no pieces). */
  private plainBody: string | undefined;

  constructor(
    private readonly source: string,
    private readonly dotAll: boolean,
    private readonly caseless: boolean,
  ) {
    // Named groups become plain groups, and then (as in Ruby) unnamed ones stop capturing; with a `\k<…>`
    // back-reference the names must stay.
    this.names = /\(\?<[A-Za-z_]/.test(source) && !source.includes('\\k<');
  }

  run(): string {
    let out = '';
    const s = this.source;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === '\\') out += this.escape();
      else if (c === '[') out += this.charClass();
      else if (c === '(') out += this.group();
      else if (c === '{') out += this.brace();
      else {
        this.i++;
        if (c === '.') out += this.dotAll ? '[\\s\\S]' : '[^\\n]';
        else if (c === '^') out += '(?<![^\\n])';
        else if (c === '$') out += '(?![^\\n])';
        else out += this.caseless && isLetter(c) ? `[${bothCases(c)}]` : c;
      }
    }
    return out;
  }

  /** An escape outside a class. */
  private escape(): string {
    const s = this.source;
    const next = s[this.i + 1] ?? '';
    const simple: Record<string, string> = {
      A: '^',
      z: '$',
      Z: '(?=\\n?$)',
      h: `[${HEX}]`,
      H: `[^${HEX}]`,
      s: `[${SPACE}]`,
      S: `[^${SPACE}]`,
      e: '\\x1b',
      a: '\\x07',
      R: '(?:\\r\\n|[\\n\\v\\f\\r\\x85\\u2028\\u2029])',
    };
    if (UNSUPPORTED[next]) throw new ArgumentError(`Ruby's ${UNSUPPORTED[next]} has no JavaScript equivalent in a routing requirement: /${s}/`);
    if (simple[next] !== undefined) {
      this.i += 2;
      return simple[next];
    }
    if (next === 'p' || next === 'P') {
      const set = this.property();
      return set.pieces.length ? set.pieces[0]! : `[${set.body}]`;
    }
    return this.copyEscape();
  }

  /** `\p{…}` / `\P{…}` / `\p{^…}` at `i`, as a class body or (negated Onigmo names) one fragment. */
  private property(): CharSet {
    const s = this.source;
    const end = s.indexOf('}', this.i);
    const negated = (s[this.i + 1] === 'P') !== (s[this.i + 3] === '^');
    const name = s.slice(this.i + (s[this.i + 3] === '^' ? 4 : 3), end);
    this.i = end + 1;
    const body = PROPERTIES[name.toLowerCase().replace(/[\s_-]/g, '')];
    if (body !== undefined) return negated ? { body: '', pieces: [`[^${body}]`] } : { body, pieces: [] };
    const known = knownProperty(name) ?? knownProperty(name.charAt(0).toUpperCase() + name.slice(1).toLowerCase());
    if (known === undefined) throw new ArgumentError(`Unknown character property name {${name}} in a routing requirement: /${s}/`);
    return { body: `\\${negated ? 'P' : 'p'}{${known}}`, pieces: [] };
  }

  /** Any other escape, copied whole: `\x41`, `\u0041`, `\u{1F600}`, `\cA`, `\k<name>`, `\d`, `\/`. */
  private copyEscape(inClass = false): string {
    const s = this.source;
    const at = this.i;
    const next = s[at + 1] ?? '';
    let end = at + 2;
    if ((next === 'u' || next === 'x') && s[at + 2] === '{') {
      end = s.indexOf('}', at) + 1;
      this.i = end;
      return `\\u{${s.slice(at + 3, end - 1)}}`;
    }
    if (next === 'k' && s[at + 2] === '<') end = s.indexOf('>', at) + 1;
    else if (next === 'u') end = at + 6;
    else if (next === 'x') end = at + 4;
    else if (next === 'c') end = at + 3;
    this.i = end;
    if (this.caseless && (next === 'x' || next === 'u')) {
      // A letter given by its code folds like a letter: `\x4a` with `i` is `j` or `J`.
      const c = String.fromCharCode(parseInt(s.slice(at + 2, end), 16));
      if (isLetter(c)) return inClass ? `${s.slice(at, end)}${flipCase(c)}` : `[${s.slice(at, end)}${flipCase(c)}]`;
    }
    // An escaped character that needs none (`\-` outside a class, `\_`, `\@`) is written bare: unicode mode,
    // which a `\p{…}` elsewhere in the route brings, rejects such escapes.
    if (end === at + 2 && !/[A-Za-z0-9]/.test(next) && !SYNTAX.includes(next) && !(inClass && next === '-')) return next;
    return s.slice(at, end);
  }

  /** A class `[…]` at `i`: union, nesting, `&&` intersection, POSIX classes and Ruby escapes. */
  private charClass(): string {
    const s = this.source;
    this.i++;
    const negated = s[this.i] === '^';
    if (negated) this.i++;
    const operands: CharSet[] = [{ body: '', pieces: [] }];
    let set = operands[0]!;
    while (this.i < s.length && s[this.i] !== ']') {
      const c = s[this.i]!;
      const posix = /^\[:(\^?)(\w+):\]/.exec(s.slice(this.i));
      if (posix && POSIX_CLASSES[posix[2]!] !== undefined) {
        const name = this.caseless && (posix[2] === 'lower' || posix[2] === 'upper') ? 'alpha' : posix[2]!;
        const body = POSIX_CLASSES[name]!;
        if (posix[1]) set.pieces.push(`[^${body}]`);
        else set.body += body;
        this.i += posix[0].length;
      } else if (c === '[') {
        const inner = this.charClass();
        // A plain nested class joins the union (`[a-c[x-z]]` is `[a-cx-z]`); any other is a piece of it.
        if (this.plainBody !== undefined) set.body += this.plainBody;
        else set.pieces.push(inner);
      } else if (c === '&' && s[this.i + 1] === '&') {
        set = { body: '', pieces: [] };
        operands.push(set);
        this.i += 2;
      } else {
        this.classCharacter(set);
      }
    }
    this.i++;
    const [first, ...rest] = operands.map(setFragment);
    const union = rest.length ? `(?:${rest.map((f) => `(?=${f})`).join('')}${first})` : first!;
    const only = operands[0]!;
    const plain = operands.length === 1 && only.pieces.length === 0;
    this.plainBody = plain && !negated ? only.body : undefined;
    if (!negated) return union;
    return plain ? `[^${only.body}]` : `(?:(?!${union})[\\s\\S])`;
  }

  /**
   * A class atom that may bound a range at `at`: a plain character, or an escape naming one (`\x41`, `\u0041`,
   * `\-`). Its text and the character it stands for; undefined for anything else (`\d`, `[`, `]`).
   */
  private rangeAtom(at: number): { text: string; char: string } | undefined {
    const s = this.source;
    const c = s[at];
    if (c === undefined || c === ']' || c === '[') return undefined;
    if (c !== '\\') return { text: c, char: c };
    const code = /^\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4}))/.exec(s.slice(at));
    if (code) return { text: code[0], char: String.fromCharCode(parseInt(code[1] ?? code[2]!, 16)) };
    const next = s[at + 1];
    return next !== undefined && !/[A-Za-z0-9]/.test(next) ? { text: s.slice(at, at + 2), char: next } : undefined;
  }

  /** A character or a range `a-z` (`\x41-\x5a`) of a class; both cases of letters when caseless. */
  private classCharacter(set: CharSet): void {
    const s = this.source;
    const from = this.rangeAtom(this.i);
    const to = from && s[this.i + from.text.length] === '-' ? this.rangeAtom(this.i + from.text.length + 1) : undefined;
    if (from && to) {
      set.body += `${from.text}-${to.text}`;
      if (this.caseless && isLetter(from.char) && isLetter(to.char)) set.body += `${flipCase(from.char)}-${flipCase(to.char)}`;
      this.i += from.text.length + 1 + to.text.length;
    } else if (s[this.i] === '\\') {
      this.classEscape(set);
    } else {
      const c = s[this.i]!;
      set.body += this.caseless ? bothCases(c) : c;
      this.i++;
    }
  }

  private classEscape(set: CharSet): void {
    const s = this.source;
    const next = s[this.i + 1] ?? '';
    const inClass: Record<string, string> = { h: HEX, s: SPACE, e: '\\x1b', a: '\\x07' };
    const negatedInClass: Record<string, string> = { H: HEX, S: SPACE };
    if (inClass[next] !== undefined) {
      set.body += inClass[next];
      this.i += 2;
    } else if (negatedInClass[next] !== undefined) {
      set.pieces.push(`[^${negatedInClass[next]}]`);
      this.i += 2;
    } else if (next === 'p' || next === 'P') {
      const property = this.property();
      set.body += property.body;
      set.pieces.push(...property.pieces);
    } else {
      set.body += this.copyEscape(true);
    }
  }

  /** A group opening: `(?<name>` loses its name (see the constructor), and then `(` stops capturing. */
  private group(): string {
    const s = this.source;
    const named = /^\(\?<([A-Za-z_]\w*)>/.exec(s.slice(this.i));
    if (named) {
      this.i += named[0].length;
      return this.names ? '(' : named[0];
    }
    this.i++;
    return this.names && s[this.i] !== '?' ? '(?:' : '(';
  }

  /** `{,n}` is `{0,n}` in Ruby; other braces are copied. */
  private brace(): string {
    const m = /^\{,(\d+)\}/.exec(this.source.slice(this.i));
    if (m) {
      this.i += m[0].length;
      return `{0,${m[1]}}`;
    }
    this.i++;
    return '{';
  }
}
