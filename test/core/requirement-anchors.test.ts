import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../../src/index.js';
import { anchoredRequirement, assertUnanchored, countGroups } from '../../src/pattern/requirement.js';

describe('requirement anchors (Rails refuses ^ and \\A at the start, $, \\Z and \\z at the end)', () => {
  // Ruby's \A, \Z and \z, which a JavaScript regexp literal cannot spell.
  it.each([/^\d+/, new RegExp('\\A\\d+'), /\d+$/, new RegExp('\\d+\\Z'), new RegExp('\\d+\\z')])('refuses %s', (requirement) => {
    expect(() => assertUnanchored('id', requirement, 'route "x"')).toThrow(ArgumentError);
    expect(() => assertUnanchored('id', requirement, 'route "x"')).toThrow(`Regexp anchor characters are not allowed in routing requirements: ${String(requirement)} (param :id of route "x")`);
  });

  it.each([/[^/]+/, /a[^b]c/, /\$\d+/, /\d+\$x/, /a|b/])('accepts %s: ^ and $ elsewhere are no anchors', (requirement) => {
    expect(() => assertUnanchored('id', requirement, 'route "x"')).not.toThrow();
  });
});

describe('countGroups', () => {
  it('counts capture groups, also of a source that cannot match the empty text', () => {
    expect(countGroups('\\d+')).toBe(0);
    expect(countGroups('(a|b)+')).toBe(1);
    expect(countGroups('(?<y>\\d{4})-(\\d\\d)(?:x)')).toBe(2);
  });
});

describe('anchoredRequirement', () => {
  it('is made once per requirement', () => {
    const requirement = /[a-z]+/i;
    expect(anchoredRequirement(requirement)).toBe(anchoredRequirement(requirement));
    expect(anchoredRequirement(requirement).source).toBe('^(?:[a-z]+)$');
  });
});
