import { describe, expect, it } from 'vitest';
import { IntTable } from '../../src/match/engine/int-table.js';

/** The table's size: at most half full (so every probe ends at an empty slot), and no bigger than that needs. */
const capacity = (table: IntTable<unknown>) => (table as unknown as { keys: Int32Array }).keys.length;

describe('IntTable capacity', () => {
  it('doubles only when one more key would fill more than half of it', () => {
    const table = new IntTable<number>();
    expect(capacity(table)).toBe(2);
    const seen: number[] = [];
    for (let n = 1; n <= 40; n++) {
      table.set(n * 7, n);
      seen.push(capacity(table));
    }
    // n keys need 2n slots, rounded up to a power of two.
    expect(seen).toEqual(seen.map((_, i) => 2 ** Math.ceil(Math.log2(2 * (i + 1)))));
    for (let n = 1; n <= 40; n++) expect(table.get(n * 7)).toBe(n);
  });

  it('does not grow when a key is set again', () => {
    const table = new IntTable<string>();
    for (let round = 0; round < 10; round++) for (const key of [1, 2, 3]) table.set(key, `${key}:${round}`);
    expect(capacity(table)).toBe(8);
    expect([1, 2, 3].map((k) => table.get(k))).toEqual(['1:9', '2:9', '3:9']);
  });
});
