import { describe, expect, it } from 'vitest';
import { mayMatchSlash } from '../../src/match/engine/requirement-shape.js';

// The fast engine bounds a route's slash count only when no param can hold a `/`: a "no" here must be true.
describe('mayMatchSlash', () => {
  it.each([/\d+/, /[a-z]+/i, /[A-Z]\d{5}/, /en|fr/, /\d+\.\d+/, /[^/]+/, /[^/.]+/, /(?:v|r)\d+/, /\w+(?=\d)/, /[\w.-]+/, /\x41/, /[\x20-\x2e]/, /\cA/, /[^\D]/, new RegExp("[^\\/]")])(
    'no for %s',
    (requirement) => expect(mayMatchSlash(requirement)).toBe(false),
  );

  it.each([/.+/, /.+?/, /[^?]+/, /[a-z/]+/, /\//, /\D+/, /\W/, /\S+/, /\x2f/, /\u002F/, /\u{2f}/u, /[\x20-\x30]/, /[!-0]/, /\p{P}/u, /[\p{L}]/u, /[^\p{L}]/u, /(a)\1/, /(?<x>a)\k<x>/, /\c/, /[^a]/, /[\s\S]/])(
    'yes for %s',
    (requirement) => expect(mayMatchSlash(requirement)).toBe(true),
  );

  it('says "no" only for requirements that match no string with a slash', () => {
    // Every "no" answer, checked against the regexp itself: none of these requirements matches any of these
    // strings, while the "yes" ones can (so the list of strings does probe the slash).
    const slashy = ['/', 'a/b', '1/2', '//', 'x/', '/x', 'A12/B', 'en/fr', 'v1/', '!/', 'a1/2', '/.', '1.2/3', 'aa'];
    const requirements = [/\d+/, /[a-z]+/i, /[A-Z]\d{5}/, /en|fr/, /\d+\.\d+/, /[^/]+/, /[^/.]+/, /(?:v|r)\d+/, /[\w.-]+/, /[^\D]/, /.+/, /[^?]+/, /[a-z/]+/, /\//, /\D+/, /\S+/, /[!-0]/, /(a)\1/];
    const noes = requirements.filter((requirement) => !mayMatchSlash(requirement));
    expect(noes.map(String)).toEqual(['/\\d+/', '/[a-z]+/i', '/[A-Z]\\d{5}/', '/en|fr/', '/\\d+\\.\\d+/', '/[^/]+/', '/[^/.]+/', '/(?:v|r)\\d+/', '/[\\w.-]+/', '/[^\\D]/']);
    const matchesASlash = (requirement: RegExp) => slashy.some((text) => text.includes('/') && new RegExp(`^(?:${requirement.source})$`, requirement.flags).test(text));
    for (const requirement of noes) expect(matchesASlash(requirement), String(requirement)).toBe(false);
    for (const requirement of [/.+/, /[^?]+/, /[a-z/]+/, /\//, /\D+/, /\S+/, /[!-0]/]) expect(matchesASlash(requirement), String(requirement)).toBe(true);
  });
});
