// Nested params at their edges: how names split (Rack's rules), the part limit, the names in error messages,
// the documented default limits and the keys that would reach a prototype.
import { describe, expect, it, vi } from 'vitest';
import { BadRequest } from '../../src/index.js';
import { parseUrlEncoded, splitName, urlEncodedPairs } from '../../src/http/nested-params.js';

// Loaded afresh where a test checks what the module sets up when it loads (defaults, forbidden keys, helpers).
async function fresh() {
  vi.resetModules();
  return import('../../src/http/nested-params.js');
}

const errorOf = (fn: () => unknown): Error => {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('no error');
};

describe('splitName', () => {
  it('skips leading brackets of either kind, and the ] after the first key', () => {
    expect(splitName(']a')).toEqual(['a']);
    expect(splitName('[]a][b]')).toEqual(['a', 'b']);
    expect(splitName('[]')).toEqual(['']);
  });

  it('takes a name whose brackets do not pair up literally', () => {
    expect(splitName('a[b[c]')).toEqual(['a[b[c]']);
    expect(splitName('a[b]x]')).toEqual(['a[b]x]']);
    expect(splitName('a[b')).toEqual(['a[b']);
    expect(splitName('a[b[[c]')).toEqual(['a[b[[c]']);
  });

  it('stops once it has more than maxParts parts', () => {
    expect(splitName('a[b][c][d][e]', 2)).toEqual(['a', 'b', 'c']);
    expect(splitName('a[b][c]', 2)).toEqual(['a', 'b', 'c']);
  });
});

describe('urlEncodedPairs', () => {
  it('skips empty pieces', () => {
    expect([...urlEncodedPairs('a=1&&b&')]).toEqual([
      ['a', '1'],
      ['b', ''],
    ]);
  });

  it('quotes at most 100 characters of a badly encoded piece', () => {
    const piece = `a=%zz${'x'.repeat(200)}`;
    const error = errorOf(() => [...urlEncodedPairs(piece)]);
    expect(error).toBeInstanceOf(BadRequest);
    expect(error.message).toBe(`Invalid percent-encoding in parameters: ${JSON.stringify(piece.slice(0, 100))}`);
  });
});

describe('parseUrlEncoded', () => {
  it('quotes at most 100 characters of a name nested too deep', () => {
    const name = `${'n'.repeat(120)}[a][b]`;
    expect(errorOf(() => parseUrlEncoded(`${name}=1`, { keys: 10, depth: 1 })).message).toBe(
      `Parameter nesting too deep: ${JSON.stringify(name.slice(0, 100))} has more than 1 levels`,
    );
  });

  it('names the param up to the conflict, through arrays of hashes', () => {
    expect(errorOf(() => parseUrlEncoded('x[][y][z]=1&x[][y][z][w]=2')).message).toBe("Invalid parameters: expected Hash (got String) for param `x[][y][z]'");
  });

  it('appends to the existing list and hash of the same name', async () => {
    const { parseUrlEncoded: parse } = await fresh();
    expect(parse('a[]=1&a[]=2&h[x]=1&h[y]=2')).toEqual({ a: ['1', '2'], h: { x: '1', y: '2' } });
  });

  it('drops every pair naming __proto__, constructor or prototype anywhere', async () => {
    const { parseUrlEncoded: parse, FORBIDDEN_KEYS } = await fresh();
    expect(FORBIDDEN_KEYS).toEqual(new Set(['__proto__', 'constructor', 'prototype']));
    const params = parse('__proto__[admin]=1&constructor[x]=1&prototype=1&a[__proto__][b]=1&a[c][constructor]=1&ok=1');
    expect(params).toStrictEqual({ ok: '1' });
    expect(({} as { admin?: unknown }).admin).toBeUndefined();
  });
});

describe('module setup', () => {
  it('the documented default limits', async () => {
    const { DEFAULT_LIMITS } = await fresh();
    expect(DEFAULT_LIMITS).toEqual({
      bodySize: 1048576,
      multipartSize: 10485760,
      files: 20,
      keys: 1000,
      depth: 32,
      partHeaderSize: 16384,
      bufferedBytes: 67108864,
    });
  });

  it('isParamObject: plain objects and request params, not null-prototype objects, arrays or values', async () => {
    const { isParamObject } = await fresh();
    expect([{}, { a: 1 }].map(isParamObject)).toEqual([true, true]);
    expect([Object.create(null), [], 'x', null, new Date(0)].map(isParamObject)).toEqual([false, false, false, false, false]);
  });
});
