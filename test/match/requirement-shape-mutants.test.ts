import { describe, expect, it, vi } from 'vitest';
import { RouteSet } from '../../src/index.js';
import { mayMatchSlash } from '../../src/match/engine/requirement-shape.js';

/** Whether the requirement, as the route compiles it (whole param), matches some text with a `/`. */
const slashMatch = (requirement: RegExp) =>
  ['/', 'a/b', '\t/z', '0/0', '//'].some((text) => new RegExp(`^(?:${requirement.source})$`, requirement.flags).test(text));

describe('mayMatchSlash reads escapes and class ranges exactly where it answers "no"', () => {
  // A control or NUL escape is one character: a range from it can run past `/` (code point 47).
  it.each([/[\0-z]+/, /[\t-z]+/, /[\n-0]+/, /[\v-z]/, /[\f-z]/, /[\r-z]/, /[\b-z]/, /[\cA-z]/, /[\ca-0]/, new RegExp('\\057'), new RegExp('[\\057]'), /[!-\x2f]/, /[\x2f-\x30]/, /[\u002f]/])(
    'yes for %s, which matches a slash',
    (requirement) => {
      expect(slashMatch(requirement)).toBe(true);
      expect(mayMatchSlash(requirement)).toBe(true);
    },
  );

  // eslint-disable-next-line no-useless-escape -- escapes that need none are read too
  it.each([/[\t]+/, /[\0]/, /\0a/, /[\b]/, /\ba\b/, /[\cA]/, /[+-]/, /[0-]/, /[\x30-z]/, /[!-.]/, /[\x21-\x2e]/, /[^!-0]/, /[^\/]/, /[\d-z]/, /\u{2e}/u, /[\u{30}-\u{7a}]/u, /[\B]/, /\t\n\r\v\f/, /[\-a]/, /[a\-]/])(
    'no for %s, which does not',
    (requirement) => {
      expect(slashMatch(requirement)).toBe(false);
      expect(mayMatchSlash(requirement)).toBe(false);
    },
  );

  it('yes for whatever it cannot read: the v flag, property escapes in and out of classes, back references', () => {
    // eslint-disable-next-line no-useless-backreference -- a reference the reader cannot resolve is the point
    for (const requirement of [new RegExp('[a-z]', 'v'), /\p{L}+/u, /\P{L}/u, /[\p{L}-]/u, /[a\P{L}]/u, /\k<x>(?<x>a)/, new RegExp('(a)\\9'), /[\cQ-\c]/, /\p/, /[!-\d]/]) expect(mayMatchSlash(requirement), String(requirement)).toBe(true);
  });

  it('a route whose requirement range runs past the slash is tried for paths with more segments', () => {
    // The engine bounds a route's slash count only on a "no" here: a wrong "no" lost this match.
    const set = new RouteSet().draw((r) => {
      r.get('pages/:slug', { to: 'pages#show', constraints: { slug: /[\t-z]+/ } });
      r.get('octal/:slug', { to: 'pages#octal', constraints: { slug: new RegExp('[\\057a-z]+') } });
    });
    expect(set.recognize('GET', '/pages/a/b')).toMatchObject({ controller: 'pages', action: 'show', slug: 'a/b' });
    expect(set.recognize('GET', '/octal/a/b')).toMatchObject({ action: 'octal', slug: 'a/b' });
    expect(set.recognize('GET', '/pages/a')).toMatchObject({ action: 'show', slug: 'a' });
  });
});

describe('mayMatchSlash loaded afresh', () => {
  // Its escape tables are made when the module loads: only a copy loaded inside the test shows a mutation run
  // what they hold (the routes' own copy was loaded before any mutant was active).
  it('reads \\d \\w \\s as classes without a slash, \\D \\W \\S as classes with one, and control escapes as code points', async () => {
    vi.resetModules();
    const { mayMatchSlash: fresh } = await import('../../src/match/engine/requirement-shape.js');
    // A class escape before `-` is no range start: the `-` and the `/` are listed.
    for (const source of ['[\\d-/]', '[\\w-/]', '[\\s-/]', '\\D', '\\W', '\\S', '[\\t-z]', '[\\n-0]', '[\\v-z]', '[\\f-z]', '[\\r-z]', '[\\b-z]']) {
      expect(fresh(new RegExp(source)), source).toBe(true);
    }
    for (const source of ['\\d+', '\\w+', '\\s', '[\\t]', '[\\d-z]']) expect(fresh(new RegExp(source)), source).toBe(false);
  });
});
