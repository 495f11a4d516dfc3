/* eslint-disable no-useless-escape -- Ruby escapes that JavaScript reads as letters (\A, \h) are what this file tests */
import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../../src/index.js';
import { PathPattern } from '../../src/pattern/path-pattern.js';
import { anchoredRequirement, assertUnanchored, countGroups, inlineSource, needsUnicode, satisfies } from '../../src/pattern/requirement.js';
import { fromRubySyntax } from '../../src/pattern/ruby-regexp.js';
import { mapped } from '../dsl/map/support.js';

// Every construct Ruby (Onigmo) and JavaScript read differently, with inputs; the booleans are Ruby's
// answers (ruby 3.x: `Regexp.new("\\A(?:#{source})\\z") =~ input`), recorded from the real interpreter.
const RUBY_ANSWERS: [source: string, inputs: [input: string, matches: boolean][]][] = [
  [String.raw`\Aab\z`, [["ab", true], ["abc", false], ["ab\n", false]]],
  [String.raw`ab\Z`, [["ab", true], ["ab\n", false], ["abc", false]]],
  [String.raw`(?:ab|\Ax)y`, [["aby", true], ["xy", true], ["zy", false]]],
  [String.raw`a(?:\z|b)`, [["a", true], ["ab", true], ["ac", false]]],
  [String.raw`a(?:\Z|b)`, [["a", true], ["ab", true], ["a\n", false]]],
  [String.raw`\h+`, [["0fA9", true], ["g", false], ["h", false], ["ff", true]]],
  [String.raw`\H+`, [["gh", true], ["a", false], ["zz", true], ["H", true]]],
  [String.raw`[\h-]+`, [["a-f", true], ["g", false], ["-", true]]],
  [String.raw`[\H]`, [["g", true], ["a", false]]],
  [String.raw`[[:alpha:]]+`, [["abZ", true], ["a1", false], [":", false]]],
  [String.raw`[[:alnum:]]+`, [["a1", true], ["a_", false], [":", false]]],
  [String.raw`[[:digit:][:lower:]]+`, [["9a", true], ["A", false]]],
  [String.raw`[[:^digit:]]+`, [["ab", true], ["a1", false]]],
  [String.raw`[x[:^alpha:]]+`, [["x1", true], ["y", false], ["1", true]]],
  [String.raw`[[:space:]]`, [[" ", true], ["\t", true], ["a", false]]],
  [String.raw`[[:upper:]][[:lower:]]`, [["Ab", true], ["ab", false]]],
  [String.raw`[[:punct:]]+`, [["!.-", true], ["a", false]]],
  [String.raw`[[:xdigit:]]+`, [["fA0", true], ["g", false]]],
  [String.raw`[[:word:]]+`, [["a_1", true], ["a-", false]]],
  [String.raw`[[:blank:]]`, [[" ", true], ["\n", false]]],
  [String.raw`[[:cntrl:]]`, [["\u0001", true], ["a", false]]],
  [String.raw`[[:graph:]]+`, [["a!", true], ["a b", false]]],
  [String.raw`[[:print:]]+`, [["a b", true], ["a\u0001", false]]],
  [String.raw`[a-z&&[^aeiou]]+`, [["bcd", true], ["bad", false], ["B", false]]],
  [String.raw`[a-z&&b-d&&c-f]+`, [["cd", true], ["b", false], ["e", false]]],
  [String.raw`[a-c[x-z]]+`, [["ax", true], ["d", false], ["z", true]]],
  [String.raw`[^a[^b]]`, [["b", true], ["a", false], ["c", false]]],
  [String.raw`[^a-z]+`, [["AB", true], ["a", false]]],
  [String.raw`\s`, [[" ", true], [" ", false], ["\t", true]]],
  [String.raw`\S+`, [["ab", true], [" ", true], ["a b", false]]],
  [String.raw`[\s,]+`, [[", ", true], [" ", false]]],
  [String.raw`[^\S]`, [[" ", true], ["a", false]]],
  [String.raw`.`, [["a", true], ["\n", false], ["\r", true], [" ", true]]],
  [String.raw`a.c`, [["abc", true], ["a\rc", true], ["a\nc", false]]],
  [String.raw`(?:^|x)a`, [["a", true], ["xa", true], ["ya", false]]],
  [String.raw`a(?:$|x)`, [["a", true], ["ax", true], ["ay", false]]],
  [String.raw`a{,2}`, [["", true], ["aa", true], ["aaa", false]]],
  [String.raw`a{2,}`, [["a", false], ["aa", true], ["aaa", true]]],
  [String.raw`(?<x>a)(b)`, [["ab", true], ["a", false]]],
  [String.raw`(?<x>a|b)\k<x>`, [["aa", true], ["ab", false]]],
  [String.raw`(a)\1`, [["aa", true], ["ab", false]]],
  [String.raw`\e`, [["\u001b", true], ["e", false]]],
  [String.raw`\a`, [["\u0007", true], ["a", false]]],
  [String.raw`\p{Alnum}+`, [["aé1", true], ["a-", false]]],
  [String.raw`\p{Alpha}+`, [["aé", true], ["a1", false]]],
  [String.raw`\p{Digit}+`, [["12", true], ["a", false]]],
  [String.raw`\p{Upper}\p{Lower}`, [["Ab", true], ["ab", false]]],
  [String.raw`\p{Word}+`, [["é_1", true], ["a-", false]]],
  [String.raw`\p{^Digit}+`, [["ab", true], ["a1", false]]],
  [String.raw`\P{Alpha}`, [["1", true], ["a", false]]],
  [String.raw`\p{Hiragana}+`, [["ひら", true], ["カ", false]]],
  [String.raw`\p{L}+`, [["ü", true], ["1", false]]],
  [String.raw`\p{^L}`, [["1", true], ["a", false]]],
  [String.raw`\p{Space}`, [[" ", true], ["a", false]]],
  [String.raw`\p{Punct}`, [["!", true], ["a", false]]],
  [String.raw`\p{XDigit}+`, [["af", true], ["g", false]]],
  [String.raw`[\p{Digit}x]+`, [["1x", true], ["y", false]]],
  [String.raw`\R`, [["\n", true], ["\r\n", true], ["a", false]]],
  [String.raw`\u0041\x42`, [["AB", true], ["ab", false]]],
  [String.raw`\u{1F600}`, [["😀", true], ["a", false]]],
  [String.raw`[\d\-]+`, [["1-2", true], ["a", false]]],
  [String.raw`(?:[^\/?.]|\.(?!json(?:\z|[\/?])))+`, [["7", true], ["7.xml", true], ["7.json", false], ["a.jsonx", true]]],
  [String.raw`\p{ASCII}+`, [["az~", true], ["é", false]]],
  [String.raw`\p{Blank}`, [[" ", true], ["\t", true], ["\n", false]]],
  [String.raw`\p{Cntrl}`, [["\u0001", true], ["a", false]]],
  [String.raw`\p{Any}`, [["a", true], ["\n", true]]],
  [String.raw`\p{Lower}+`, [["aé", true], ["A", false]]],
  [String.raw`a{2}b{,3}`, [["aab", true], ["aabbbb", false], ["aa", true]]],
  [String.raw`a{,12}`, [["aaaaaaaaaaaa", true], ["aaaaaaaaaaaaa", false]]],
  [String.raw`(x)(?<ab>y)`, [["xy", true], ["x", false]]],
  [String.raw`[a&b]+`, [["a&b", true], ["c", false]]],
  [String.raw`[^a-z&&[^aeiou]]`, [["a", true], ["b", false], ["B", true]]],
  [String.raw`[a[^b]]`, [["a", true], ["b", false], ["c", true]]],
  [String.raw`[a[b[c]]]+`, [["abc", true], ["d", false]]],
  [String.raw`[\e\a\h]+`, [["\u001b\u0007", true], ["f", true], ["g", false]]],
  [String.raw`[\p{^Digit}]`, [["a", true], ["1", false]]],
  [String.raw`[\w&&\h]+`, [["af", true], ["g", false]]],
  [String.raw`[[:ascii:]]+`, [["a~", true], ["é", false]]],
  [String.raw`[a-]+`, [["a-", true], ["b", false]]],
  [String.raw`[[:^digit:][:^alpha:]]`, [["a", true], ["1", true], ["-", true]]],
  [String.raw`\d{2}`, [["12", true], ["1", false]]],
];

describe('Ruby regexp syntax in requirements', () => {
  it.each(RUBY_ANSWERS)('%s matches what Ruby matches', (source, inputs) => {
    const requirement = new RegExp(source);
    for (const [input, matches] of inputs) expect(satisfies(requirement, input), JSON.stringify(input)).toBe(matches);
  });

  it.each([
    [String.raw`\Aab\z`, '^ab$'],
    [String.raw`a\Z`, String.raw`a(?=\n?$)`],
    [String.raw`\h+\H`, '[0-9a-fA-F]+[^0-9a-fA-F]'],
    [String.raw`[\h\H]`, '(?:[0-9a-fA-F]|[^0-9a-fA-F])'],
    ['[[:alpha:]]', '[a-zA-Z]'],
    ['[[:^digit:]x]', '(?:[x]|[^0-9])'],
    ['[[:^digit:]]', '[^0-9]'],
    ['[a-z&&[^aeiou]]', '(?:(?=[^aeiou])[a-z])'],
    ['[a-c[x-z]]', '[a-cx-z]'],
    ['[^a[^b]]', String.raw`(?:(?!(?:[a]|[^b]))[\s\S])`],
    ['[^a-z]', '[^a-z]'],
    [String.raw`\p{Alnum}`, String.raw`[\p{Alpha}\p{Nd}]`],
    [String.raw`\p{^Alnum}`, String.raw`[^\p{Alpha}\p{Nd}]`],
    [String.raw`\P{Alnum}`, String.raw`[^\p{Alpha}\p{Nd}]`],
    [String.raw`\P{^Alnum}`, String.raw`[\p{Alpha}\p{Nd}]`],
    [String.raw`\P{L}`, String.raw`[\P{L}]`],
    [String.raw`\p{^L}`, String.raw`[\P{L}]`],
    [String.raw`\p{hiragana}`, String.raw`[\p{Script=Hiragana}]`],
    [String.raw`\p{Greek}`, String.raw`[\p{Script=Greek}]`],
    [String.raw`\p{X_Digit}`, '[0-9a-fA-F]'],
    [String.raw`[\p{Word}\P{Digit}]`, String.raw`(?:[\p{Alpha}\p{M}\p{Nd}\p{Pc}]|[^\p{Nd}])`],
    [String.raw`[\p{L}a]`, String.raw`[\p{L}a]`],
    ['(?<a>x)(y)(?:z)(?=w)', '(x)(?:y)(?:z)(?=w)'],
    [String.raw`(?<a>x)\k<a>`, String.raw`(?<a>x)\k<a>`],
    ['(x)(?<=y)', '(x)(?<=y)'],
    ['a{,3}b{2,}c{1,2}{', 'a{0,3}b{2,}c{1,2}{'],
    ['x.y', String.raw`x[^\n]y`],
    ['^a$', String.raw`(?<![^\n])a(?![^\n])`],
    [String.raw`\e\a[\e\a]`, String.raw`\x1b\x07[\x1b\x07]`],
    [String.raw`\s\S[\s]`, String.raw`[ \t\n\v\f\r][^ \t\n\v\f\r][ \t\n\v\f\r]`],
    [String.raw`[\S]`, String.raw`[^ \t\n\v\f\r]`],
    [String.raw`\R`, String.raw`(?:\r\n|[\n\v\f\r\x85\u2028\u2029])`],
    [String.raw`\u{1F600}\x{41}`, String.raw`\u{1F600}\u{41}`],
    [String.raw`\u0041\x42\cA\d\w\b\1\k`, String.raw`\u0041\x42\cA\d\w\b\1\k`],
    [String.raw`\-\_\@\/\.\\`, String.raw`-_@\/\.\\`],
    [String.raw`[\-\_\]\/]`, String.raw`[\-_\]\/]`],
    [String.raw`[^\/]+`, String.raw`[^\/]+`],
    ['a{2}b{,3}', 'a{2}b{0,3}'],
    [String.raw`\d{2}`, String.raw`\d{2}`],
    ['[[:^digit:][:^alpha:]]', '(?:[^0-9]|[^a-zA-Z])'],
    ['[a-]', '[a-]'],
    ['a{,12}', 'a{0,12}'],
    ['(x)(?<ab>y)', '(?:x)(y)'],
    ['[a&b]', '[a&b]'],
    ['[^a-z&&[^aeiou]]', String.raw`(?:(?!(?:(?=[^aeiou])[a-z]))[\s\S])`],
    ['[a[^b]]', '(?:[a]|[^b])'],
    ['[a[b[c]]]', '[abc]'],
    ['[[:foo:]]', '[:foo:]'],
  ])('writes %s as %s', (ruby, js) => {
    expect(fromRubySyntax(ruby)).toBe(js);
    expect(() => new RegExp(js, needsUnicode(new RegExp(ruby)) ? 'u' : '')).not.toThrow();
  });

  it('reads `.` as any character with the dot-all flag (Ruby /m)', () => {
    expect(fromRubySyntax('a.b', { dotAll: true })).toBe(String.raw`a[\s\S]b`);
    expect(satisfies(/a.b/s, 'a\nb')).toBe(true);
    expect(satisfies(/a.b/, 'a\nb')).toBe(false);
    expect(inlineSource(/a.b/s)).toBe(String.raw`a[\s\S]b`);
  });

  it('folds the i flag in after translating (letters in classes, ranges and text; not in escapes or names)', () => {
    expect(inlineSource(/\h[[:lower:]]x/i)).toBe('[0-9a-fA-F][a-zA-Z][xX]');
    expect(inlineSource(/[a-cX_1-2[:upper:]]/i)).toBe('[a-cA-CxX_1-2a-zA-Z]');
    expect(inlineSource(/\x4a[\u004B]\x31\cJ/i)).toBe('[\\x4aj][\\u004Bk]\\x31\\cJ'.replace(/\\\\/g, '\\'));
    expect(inlineSource(/[^a]/i)).toBe('[^aA]');
    expect(inlineSource(/[[:digit:]]/i)).toBe('[0-9]');
    expect(inlineSource(/[a-\x7a\x41-Z]/i)).toBe(String.raw`[a-\x7aA-Z\x41-Za-z]`);
    expect(inlineSource(/[a\-z]/i)).toBe(String.raw`[aA\-zZ]`);
    expect(inlineSource(/[\d-z]/i)).toBe(String.raw`[\d-zZ]`);
    expect(inlineSource(/[+--]/i)).toBe('[+--]');
    expect(inlineSource(/\d<b>/i)).toBe(String.raw`\d<[bB]>`);
    expect(inlineSource(/a.b/)).toBe(String.raw`a[^\n]b`);
    expect(inlineSource(/(?<ab>x)\k<ab>/i)).toBe(String.raw`(?<ab>[xX])\k<ab>`);
    for (const [re, input, ruby] of [[/[[:lower:]]/i, 'A', true], [/[a-c]/i, 'B', true], [/\x4a/i, 'j', true], [/[^a]/i, 'A', false], [/\h/i, 'G', false], [/[a-\x7a]/i, 'Q', true], [/[a-\x7a]/i, '_', false], [/[\x41-Z]/i, 'q', true], [/[\x41-Z]/i, '^', false]] as const) {
      expect(new RegExp(`^(?:${inlineSource(re)})$`).test(input), String(re)).toBe(ruby);
    }
    expect(inlineSource(/(?<n>ab)\k<n>/i)).toBe(String.raw`(?<n>[aA][bB])\k<n>`);
    expect(inlineSource(/\p{L}é/iu)).toBe(String.raw`[\p{L}][éÉ]`);
    expect(satisfies(/\Hz/i, 'gZ')).toBe(true);
  });

  it('refuses what JavaScript has no equivalent for', () => {
    for (const source of [String.raw`\Ga`, String.raw`a\Kb`, String.raw`\X`, String.raw`(?<a>x)\g<a>`]) {
      expect(() => fromRubySyntax(source)).toThrow(ArgumentError);
      expect(() => fromRubySyntax(source)).toThrow(/has no JavaScript equivalent in a routing requirement/);
    }
    expect(() => fromRubySyntax(String.raw`\p{Klingon}`)).toThrow(/Unknown character property name \{Klingon\}/);
  });

  it('checks whole values with the requirement\'s own flags (g and y dropped, u added once)', () => {
    expect(satisfies(/\d+/g, '12')).toBe(true);
    expect(satisfies(/\d+/g, '12')).toBe(true);
    expect(satisfies(/\d+/y, 'x12')).toBe(false);
    expect(satisfies(/\p{L}+/u, 'éa')).toBe(true);
    expect(satisfies(/a{/, 'a{')).toBe(true);
    expect(satisfies(/AB/i, 'ab')).toBe(true);
  });

  it('needs unicode mode for property classes and braced code points only', () => {
    expect(needsUnicode(/\p{L}/u)).toBe(true);
    expect(needsUnicode(new RegExp(String.raw`\p{L}`))).toBe(true);
    expect(needsUnicode(new RegExp(String.raw`\P{L}`))).toBe(true);
    expect(needsUnicode(new RegExp(String.raw`\u{41}`))).toBe(true);
    expect(needsUnicode(new RegExp(String.raw`\x{41}`))).toBe(true);
    expect(needsUnicode(/\u0041p/)).toBe(false);
    expect(needsUnicode(/a/)).toBe(false);
  });

  it('counts the groups that capture once names are gone', () => {
    expect(countGroups(inlineSource(/(?<a>x)(y)/))).toBe(1);
    expect(countGroups(inlineSource(/(x)(y)/))).toBe(2);
    expect(countGroups(inlineSource(/(?<a>x)\k<a>(y)/))).toBe(2);
    // A source that cannot match the empty text still counts (the `|` alternative does).
    expect(countGroups('(a|b)+')).toBe(1);
  });

  it('makes the anchored form of a requirement once', () => {
    const requirement = /[a-z]+/i;
    expect(anchoredRequirement(requirement)).toBe(anchoredRequirement(requirement));
    expect(anchoredRequirement(requirement).source).toBe('^(?:[a-z]+)$');
  });

  it('lets two params of one route use the same group name, and reads params after them', () => {
    const re = /(?<v>\d+)/;
    const p = new PathPattern('/:a/:b/:c', { requirements: { a: re, b: re } });
    expect(p.match('/1/2/x')).toEqual({ a: '1', b: '2', c: 'x' });
  });

  it('refuses anchors at the ends, as Rails', () => {
    for (const re of [/\Aa/, /^a/, /a\z/, /a\Z/, /a$/]) expect(() => assertUnanchored('id', re, 'here')).toThrow(/Regexp anchor characters are not allowed/);
    expect(() => assertUnanchored('id', /^\d+/, 'route "x"')).toThrow(new ArgumentError('Regexp anchor characters are not allowed in routing requirements: /^\\d+/ (param :id of route "x")'));
    // ^ and $ elsewhere are no anchors: inside a group or a class, or escaped.
    for (const re of [/a(?:\z|b)c/, /(?:^|x)a/, /a\Ab/, /[^/]+/, /a[^b]c/, /\$\d+/, /\d+\$x/]) expect(() => assertUnanchored('id', re, 'here')).not.toThrow();
  });

  it('recognizes with \\z inside a requirement as the end of the path (Rails 2.3 app: api/:id then api/:id.json)', () => {
    const id = new RegExp(String.raw`(?:[^\/?.]|\.(?!json(?:\z|[\/?])))+`);
    const set = mapped((map) => {
      // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
      map.connect('api/:id', { controller: 'api', action: 'show', id });
      // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
      map.connect('api/:id.:format', { controller: 'api', action: 'show', id });
    });
    expect(set.recognize('GET', '/api/7.json')).toEqual({ controller: 'api', action: 'show', id: '7', format: 'json' });
    expect(set.recognize('GET', '/api/7.xml')).toEqual({ controller: 'api', action: 'show', id: '7.xml' });
    expect(set.recognize('GET', '/api/7')).toEqual({ controller: 'api', action: 'show', id: '7' });
  });

  it('matches POSIX classes and hex digits in a route', () => {
    const p = new PathPattern('/c/:sha/:name', { requirements: { sha: new RegExp(String.raw`\h{4}`), name: /[[:alpha:]]+/ } });
    expect(p.match('/c/0fA9/abc')).toEqual({ sha: '0fA9', name: 'abc' });
    expect(p.match('/c/0fg9/abc')).toBeNull();
    expect(p.match('/c/0fa9/ab1')).toBeNull();
  });
});
