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

  it('is checked against the matcher on every string that could contain a slash', () => {
    // Each "no" answer above, tested: none of these requirements matches any of these strings.
    const slashy = ['/', 'a/b', '1/2', '//', 'x/', '/x', 'A12/B', 'en/fr'];
    for (const requirement of [/\d+/, /[a-z]+/i, /[^/]+/, /[\w.-]+/, /[^\D]/]) {
      for (const text of slashy) expect(new RegExp(`^(?:${requirement.source})$`, requirement.flags).test(text)).toBe(false);
    }
  });
});
