// The pattern modules' constants and helpers, loaded afresh in each test: they are made when a module loads
// (escape tables, parser state, shared-node makers), so only a test that loads them sees what they hold.
import { describe, expect, it, vi } from 'vitest';
import { drawn } from '../support.js';

async function fresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}
const escape = () => fresh(() => import('../../src/pattern/escape.js'));
const parse = () => fresh(() => import('../../src/pattern/parse.js'));
const pathPattern = () => fresh(() => import('../../src/pattern/path-pattern.js'));
const regexpText = () => fresh(() => import('../../src/pattern/regexp-text.js'));

describe('escape', () => {
  it('restores each pchar and, where asked, the slash', async () => {
    const { escapeSegment } = await escape();
    expect(escapeSegment('$&+,;=:@ /', false)).toBe('$&+,;=:@%20%2F');
    expect(escapeSegment('$&+,;=:@ /', true)).toBe('$&+,;=:@%20/');
  });

  it('keeps % before two hex digits, and escapes it before anything else', async () => {
    const { escapeSegment } = await escape();
    for (const keepSlash of [false, true]) {
      expect(escapeSegment('%41 %4g %zz %', keepSlash)).toBe('%41%20%254g%20%25zz%20%25');
    }
  });

  it('writes letters, digits and pchars as they are', async () => {
    const { writtenAsIs } = await escape();
    expect(writtenAsIs("Zz09-_.~!'()*$&+,;=:@", false)).toBe(true);
    expect(writtenAsIs('a b', false)).toBe(false);
  });

  it('lets the quick reading write text that needs no escaping (and only that)', async () => {
    const { CompiledRoute } = await fresh(() => import('../../src/generate/compiled-route.js'));
    const compiled = new CompiledRoute(drawn((r) => r.resources('posts')).namedRoutes.get('post')!);
    const quick = (value: unknown) => compiled.quick!.generate(1, value, undefined, undefined, undefined, undefined, undefined, true, {});
    expect(quick("Zz09-_.~!'()*$&+,;=:@")).toBe("/posts/Zz09-_.~!'()*$&+,;=:@");
    expect(quick('a b')).toBeUndefined();
  });

  it('makes a path canonical when an escape is in lower case or a character is outside printable ASCII', async () => {
    const { canonicalPath } = await escape();
    expect(canonicalPath('/%4a')).toBe('/%4A');
    expect(canonicalPath('/%a1')).toBe('/%A1');
    expect(canonicalPath(' ')).toBe('%20');
    expect(canonicalPath('é')).toBe('%C3%A9');
    expect(canonicalPath('/%4A')).toBe('/%4A');
  });
});

describe('parse', () => {
  it('reads names, statics and globs with a freshly loaded parser', async () => {
    const { parsePattern } = await parse();
    expect(parsePattern('/a/:b_1/*c(/:d)')).toEqual([
      { type: 'static', value: '/a/' },
      { type: 'param', name: 'b_1' },
      { type: 'static', value: '/' },
      { type: 'glob', name: 'c' },
      { type: 'optional', nodes: [{ type: 'static', value: '/' }, { type: 'param', name: 'd' }] },
    ]);
    expect(parsePattern('(/:x(/:y))')).toEqual([
      { type: 'optional', nodes: [{ type: 'static', value: '/' }, { type: 'param', name: 'x' }, { type: 'optional', nodes: [{ type: 'static', value: '/' }, { type: 'param', name: 'y' }] }] },
    ]);
  });
});

describe('path patterns', () => {
  it('use the default param and glob regexps, and tell the default param requirement', async () => {
    const { PathPattern, isDefaultParam } = await pathPattern();
    expect(new PathPattern('/:a/*b').regexp.source).toBe('^\\/([^/.?]+)\\/(.+)$');
    expect(isDefaultParam(/[^/.?]+/)).toBe(true);
    expect(isDefaultParam(/x/)).toBe(false);
  });

  it('share one of the last eight patterns made', async () => {
    const { sharedPattern } = await pathPattern();
    const first = sharedPattern('/fresh/:id', {});
    expect(sharedPattern('/fresh/:id', {})).toBe(first);
    const others = Array.from({ length: 7 }, (_, i) => sharedPattern(`/fresh/${i}`, {}));
    expect(sharedPattern('/fresh/:id', {})).toBe(first);
    expect(sharedPattern('/fresh/0', {})).toBe(others[0]);
  });
});

describe('regexp text', () => {
  it('escapes text for a regexp, and drops the g and y flags', async () => {
    const { escapeRegExp, statelessRegExp } = await regexpText();
    expect(escapeRegExp('a.b/c')).toBe('a\\.b\\/c');
    expect(statelessRegExp(/a/gi).flags).toBe('i');
    const plain = /a/;
    expect(statelessRegExp(plain)).toBe(plain);
  });
});
