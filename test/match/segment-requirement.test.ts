import { describe, expect, it } from 'vitest';
import { meetsTest, segmentRequirement } from '../../src/match/segments/segment-requirement.js';

describe('segmentRequirement', () => {
  it.each([
    [/\d+/, '^(?:\\d+)$'],
    [/\w+/, '^(?:\\w+)$'],
    [/[a-z0-9-]+/, '^(?:[a-z0-9-]+)$'],
    [/[A-Z]{2}/, '^(?:[A-Z]{2})$'],
    [/\d{1,4}/, '^(?:\\d{1,4})$'],
    [/\d{2,}/, '^(?:\\d{2,})$'],
    [/(?:v|r)\d+/, '^(?:(?:v|r)\\d+)$'],
    [/(v|r)\d+?/, '^(?:(v|r)\\d+?)$'],
    [/new|\d+/, '^(?:new|\\d+)$'],
    [/[a-z]+(?:-[a-z]+)*/, '^(?:[a-z]+(?:-[a-z]+)*)$'],
    [/[_\w-]*/, '^(?:[_\\w-]*)$'],
    [/[-a\d]/, '^(?:[-a\\d])$'],
    [/x?/, '^(?:x?)$'],
    [/\d{10}/, '^(?:\\d{10})$'],
    [/x?(b)/, '^(?:x?(b))$'],
    [/[a-]+/, '^(?:[a-]+)$'],
    [/[a-a0]+/, '^(?:[a-a0]+)$'],
    [/[a-c-e]+/, '^(?:[a-c-e]+)$'],
  ])('tests %s on a segment as %s', (requirement, anchored) => {
    expect(segmentRequirement(requirement)?.regexp.source).toBe(anchored);
  });

  it('keeps the i flag', () => {
    expect(segmentRequirement(/[a-z]+/i)?.regexp.flags).toBe('i');
    expect(segmentRequirement(/[a-z]+/i)?.regexp.test('AbC')).toBe(true);
    expect(segmentRequirement(/\d+/)?.regexp.test('12a')).toBe(false);
  });

  /** What `meetsTest` answers for `value` as a segment of a longer path (`/x/<value>/y`). */
  const meets = (requirement: RegExp, value: string) => {
    const test = segmentRequirement(requirement)!;
    return meetsTest(test, `/x/${value}/y`, 3, 3 + value.length);
  };

  it.each([
    [/\d+/, '0123456789', ['a', '1a', '١', '1-2']],
    [/\d*/, '42', ['x']],
    [/\w+/, 'Az_09', ['a-b', 'é']],
    [/[a-z0-9-]+/, 'ab-12', ['Ab', 'a_b']],
    [/[A-Fa-f\d]+/, 'Cafe42', ['g']],
    [/[a-c_]+/i, 'AbC_', ['d', 'D']],
    [/[-\w]+/, 'a-b_c', ['a.b']],
    [/[A-C]+/i, 'abcABC', ['d']],
    [/[0-9]+/, '09', ['S', '\x80', ' ']],
    [/[az]+/, 'za', ['b']],
    [/[a-]+/, 'a-', ['b']],
  ] as const)('reads %s (one class repeated) with a table of its characters', (requirement, good, bad) => {
    expect(segmentRequirement(requirement)!.table).not.toBeNull();
    expect(meets(requirement, good)).toBe(true);
    for (const value of bad) expect(meets(requirement, value), value).toBe(false);
  });

  it.each([
    [/\d+?/, '12', '1a'],
    [/[A-Z]{2}/, 'FR', 'F'],
    [/new|\d+/, 'new', 'news'],
    [/x+/, 'xx', 'xy'],
    [/(?:\d)+/, '12', 'a'],
    [/\d\d/, '12', '123'],
    [/\dx/, '1x', '12'],
    [/[a-z]{2}/, 'ab', 'abc'],
  ] as const)('reads %s with its regexp', (requirement, good, bad) => {
    expect(segmentRequirement(requirement)!.table).toBeNull();
    expect([meets(requirement, good), meets(requirement, bad)]).toEqual([true, false]);
  });

  it.each([
    [/.+/, 'any character'],
    [/\d+\.\d+/, 'an escaped dot'],
    [/[^/]+/, 'a negated class'],
    [/[\w.]+/, 'a dot in a class'],
    [/[0-z]+/, 'a range across kinds of characters'],
    [/[A-z]+/, 'a range across cases'],
    [/[\s]/, 'another escape in a class'],
    [/\D+/, 'an escape that matches anything else'],
    [/\s/, 'white space'],
    [/\//, 'a slash'],
    [/a b/, 'a space'],
    [/a%b/, 'a percent sign'],
    [/a\?/, 'an escaped question mark'],
    [/\w+(?=\d)/, 'a lookahead'],
    [/(?<n>\d)/, 'a named group'],
    [/(\d)\1/, 'a backreference'],
    [/\d+/g, 'the g flag'],
    [/\d+/u, 'the u flag'],
    [/\d+/s, 'the s flag'],
    // `[--a]` is the range from `-` to `a`, which holds `.`, `/` and `?`.
    [/[--a]+/, 'a range starting at a hyphen'],
    [/[--9]/, 'a range from a hyphen to a digit'],
    [/[a-~]/, 'a range past the letters'],
    [/[0-Z]/, 'a range from digits to capitals'],
    [/a{x}b{2}/, 'braces that are no quantifier'],
    // Refused classes after other text: the reading goes on from where the class ends, not from its start.
    [/a[.]/, 'a dot in a later class'],
    [/a[^b]/, 'a later negated class'],
    [/a[\s]/, 'another escape in a later class'],
    [/a[0-z]/, 'a later range across kinds'],
  ])('leaves %s to the fast engine (%s)', (requirement) => {
    expect(segmentRequirement(requirement)).toBeNull();
  });

  // Sources no RegExp literal can hold, read as given (the reading never throws).
  it.each(['+', '*x', '(+', '(+)', ')(', 'a|+', 'a++', 'a{2', 'a{x}', '[]', '[a', '[^a]', ')', 'a(', '(a', '', '[z-a]', '[a-\\s]', 'a\\'])('leaves the source %j to the fast engine', (source) => {
    const requirement = { source, flags: '' } as RegExp;
    expect(segmentRequirement(requirement)).toBeNull();
  });
});
