import { describe, expect, it } from 'vitest';
import { BadRequest, buildParams, parseUrlEncoded, splitName } from '../../src/index.js';

const limits = { keys: 1000, depth: 32 };

describe('splitName', () => {
  it.each([
    ['post', ['post']],
    ['post[title]', ['post', 'title']],
    ['post[tags][]', ['post', 'tags', '']],
    ['a[][b]', ['a', '', 'b']],
    ['[a]', ['a']],
    ['a[b', ['a[b']],
    ['a]b', ['a]b']],
  ])('%s → %j', (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });
});

describe('parseUrlEncoded (Rack nesting rules)', () => {
  it.each<[string, unknown]>([
    ['a=1&b=2', { a: '1', b: '2' }],
    ['a=1&a=2', { a: '2' }],
    ['a', { a: '' }],
    ['a=', { a: '' }],
    ['a+b=c+d%21', { 'a b': 'c d!' }],
    ['post[title]=Hello&post[body]=Hi', { post: { title: 'Hello', body: 'Hi' } }],
    ['post[tags][]=a&post[tags][]=b', { post: { tags: ['a', 'b'] } }],
    ['x[y][z]=1', { x: { y: { z: '1' } } }],
    ['a[][b]=1&a[][c]=2', { a: [{ b: '1', c: '2' }] }],
    ['a[][b]=1&a[][b]=2', { a: [{ b: '1' }, { b: '2' }] }],
    ['a[][b][c]=1&a[][b][d]=2&a[][b][c]=3', { a: [{ b: { c: '1', d: '2' } }, { b: { c: '3' } }] }],
    ['post%5Btitle%5D=x', { post: { title: 'x' } }],
    ['&&a=1&', { a: '1' }],
    ['=x&[]=y', {}],
    ['caf%C3%A9=%E2%9C%93', { 'café': '✓' }],
  ])('%s', (query, expected) => {
    expect(parseUrlEncoded(query, limits)).toEqual(expected);
  });

  it('refuses a name that is both a string and a hash, naming it', () => {
    expect(() => parseUrlEncoded('post=1&post[title]=x', limits)).toThrow(/expected Hash \(got String\) for param `post'/);
    expect(() => parseUrlEncoded('tags[]=1&tags[a]=x', limits)).toThrow(BadRequest);
    expect(() => parseUrlEncoded('tags[a]=1&tags[]=x', limits)).toThrow(/expected Array \(got Hash\)/);
  });

  it.each([
    ['a[b]=1&a[b][c]=2', 'expected Hash (got String) for param `a[b]\''],
    ['a[b][c]=1&a[b][c][d]=2', 'expected Hash (got String) for param `a[b][c]\''],
    ['a[][b]=1&a[][b][c]=2', 'expected Hash (got String) for param `a[][b]\''],
    ['a[b]=1&a[b][]=2', 'expected Array (got String) for param `a[b]\''],
    ['x[y][]=1&x[y][z]=2', 'expected Hash (got Array) for param `x[y]\''],
    ['a[][b][]=1&a[][b][c]=2', 'expected Hash (got Array) for param `a[][b]\''],
    ['a=1&a[]=2', 'expected Array (got String) for param `a\''],
  ])('names the whole param of a conflict deeper down: %s', (query, message) => {
    expect(() => parseUrlEncoded(query, limits)).toThrow(`Invalid parameters: ${message}`);
  });

  it('adds to the params it is given', () => {
    expect(buildParams([['a[b]', '1']], limits, { z: '0', a: { c: '2' } })).toEqual({ z: '0', a: { c: '2', b: '1' } });
  });

  it('refuses bad percent-encoding with a 400', () => {
    try {
      parseUrlEncoded('a=%E0%A4%A', limits);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(BadRequest);
      expect((e as BadRequest).status).toBe(400);
      expect((e as Error).message).toMatch(/percent-encoding/);
    }
  });

  it('limits the number of keys', () => {
    const query = Array.from({ length: 11 }, (_, i) => `k${i}=v`).join('&');
    expect(Object.keys(parseUrlEncoded(query, { keys: 11, depth: 5 }))).toHaveLength(11);
    expect(() => parseUrlEncoded(query, { keys: 10, depth: 5 })).toThrow(/Too many parameters: more than 10/);
  });

  it('limits the nesting depth', () => {
    expect(parseUrlEncoded('a[b][c]=1', { keys: 10, depth: 2 })).toEqual({ a: { b: { c: '1' } } });
    expect(() => parseUrlEncoded('a[b][c][d]=1', { keys: 10, depth: 2 })).toThrow(/nesting too deep.*more than 2 levels/);
  });
});

describe('prototype pollution', () => {
  it.each(['__proto__[polluted]=yes', 'a[__proto__][polluted]=yes', 'constructor[prototype][polluted]=yes', 'a[constructor][prototype][polluted]=yes', '__proto__=x', 'a[][__proto__][polluted]=1'])(
    'drops %s and pollutes nothing',
    (query) => {
      const params = parseUrlEncoded(`${query}&ok=1`, limits);
      expect(params.ok).toBe('1');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
      expect(JSON.stringify(params)).not.toMatch(/polluted|__proto__|constructor/);
    },
  );

  it('treats names of Object.prototype methods as ordinary keys', () => {
    expect(parseUrlEncoded('toString[a]=1&hasOwnProperty=2&valueOf[]=3', limits)).toEqual({ toString: { a: '1' }, hasOwnProperty: '2', valueOf: ['3'] });
  });

  it('buildParams accepts pairs from any source', () => {
    expect(buildParams([['a[b]', '1'], ['a[c][]', '2']], limits)).toEqual({ a: { b: '1', c: ['2'] } });
  });
});

describe('splitName and urlencoded edges', () => {
  it.each<[string, string[]]>([
    [']a[b]', ['a', 'b']],
    ['[]', ['']],
    ['a]x', ['a]x']],
    ['a[b[c]', ['a[b[c]']],
    ['a[b', ['a[b']],
    ['a]][b]', ['a', 'b']],
  ])('splitName(%j) → %j', (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });

  it('splitName stops once it has more parts than asked for', () => {
    expect(splitName('a[b][c][d]', 1)).toEqual(['a', 'b']);
    expect(splitName('a[b][c][d]', 3)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('names the param of a conflict inside an array of hashes up to where it happened', () => {
    expect(() => parseUrlEncoded('a[][b]=1&a[][b][c][d]=2')).toThrow("Invalid parameters: expected Hash (got String) for param `a[][b]'");
  });

  it('quotes at most 100 characters of a bad name in its error', () => {
    const deep = `${'x'.repeat(120)}[a][b]`;
    expect(() => parseUrlEncoded(`${deep}=1`, { keys: 10, depth: 1 })).toThrow(`Parameter nesting too deep: ${JSON.stringify(deep.slice(0, 100))} has more than 1 levels`);
    const bad = `${'y'.repeat(120)}=%ZZ`;
    expect(() => parseUrlEncoded(bad)).toThrow(`Invalid percent-encoding in parameters: ${JSON.stringify(bad.slice(0, 100))}`);
  });

  it('empty pieces between & are not params (and do not count against the limit)', () => {
    expect(parseUrlEncoded('a=1&&&b=2&', { keys: 2, depth: 5 })).toEqual({ a: '1', b: '2' });
  });
});
