import { describe, expect, it } from 'vitest';
import { IntTable } from '../../src/match/engine/int-table.js';
import { stemHash, stemOf } from '../../src/match/engine/stem-hash.js';

describe('IntTable', () => {
  it('keeps every key through growth, colliding slots and negative keys', () => {
    const table = new IntTable<string>();
    // Multiples of 64 share a slot in every table up to 64 slots; negatives and 0 are keys like any other.
    const keys = [0, 64, 128, -64, 1, -1, 2 ** 31 - 1, -(2 ** 31), 65, 3, 7, 11, 192, 256, 1024, 4096, 99, -99];
    keys.forEach((key, i) => table.set(key, `v${i}`));
    keys.forEach((key, i) => expect(table.get(key), String(key)).toBe(`v${i}`));
    for (const absent of [5, 63, -2, 2 ** 30, 32]) {
      expect(table.get(absent)).toBeUndefined();
      expect(table.has(absent)).toBe(false);
    }
    expect(table.has(64)).toBe(true);
  });

  it('overwrites a key in place', () => {
    const table = new IntTable<number>();
    for (let round = 0; round < 3; round++) for (let key = 0; key < 40; key += 4) table.set(key, key * 10 + round);
    for (let key = 0; key < 40; key += 4) expect(table.get(key)).toBe(key * 10 + 2);
    expect(table.get(2)).toBeUndefined();
  });
});

describe('stemHash', () => {
  it('hashes the text before the first dot, in a range of a longer string', () => {
    expect(stemHash('new')).toBe(stemHash('new.json'));
    expect(stemHash('/posts/new.json', 7)).toBe(stemHash('new'));
    expect(stemHash('/posts/new', 1, 6)).toBe(stemHash('posts'));
    expect(stemHash('')).toBe(0);
    expect(stemHash('.json')).toBe(0);
    expect(stemHash('a')).toBe(97);
    expect(stemHash('ab')).toBe(97 * 31 + 98);
    expect(stemHash('Aa')).toBe(stemHash('BB'));
    expect(stemHash('posts')).not.toBe(stemHash('post'));
    // 32-bit: a long segment stays an integer of that size.
    const long = stemHash('x'.repeat(100));
    expect(long | 0).toBe(long);
  });

  it('stemOf cuts at the first dot', () => {
    expect(stemOf('new.json')).toBe('new');
    expect(stemOf('a.b.c')).toBe('a');
    expect(stemOf('new')).toBe('new');
    expect(stemOf('.x')).toBe('');
  });
});
