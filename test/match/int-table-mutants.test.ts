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

describe('IntTable slots', () => {
  /** How far from its first slot each key sits: the slots a lookup probes, less one. */
  const displacements = (table: IntTable<unknown>, keys: readonly number[]) => {
    const inside = table as unknown as { keys: Int32Array; slotOf(key: number): number };
    const mask = inside.keys.length - 1;
    return keys.map((key) => {
      let steps = 0;
      for (let i = inside.slotOf(key); inside.keys[i] !== key; i = (i + 1) & mask) steps++;
      return steps;
    });
  };

  it('spreads neighbouring keys (stem hashes of users1, users2, …) over the whole table at every size', () => {
    const table = new IntTable<number>();
    const keys: number[] = [];
    // Runs of ten neighbours, 31 apart: the stem hashes of `users10` … `users99` and the like.
    for (let run = 0; run < 80; run++) for (let digit = 0; digit < 10; digit++) keys.push(1_000_003 + run * 31 + digit);
    keys.forEach((key, i) => table.set(key, i));
    const steps = displacements(table, keys);
    expect(capacity(table)).toBe(2048);
    expect(steps.reduce((a, b) => a + b, 0) / keys.length).toBeLessThan(1);
    expect(Math.max(...steps)).toBeLessThan(12);
    // First slots are anywhere in the table, not only in its first ones.
    const inside = table as unknown as { slotOf(key: number): number };
    expect(Math.max(...keys.map((key) => inside.slotOf(key)))).toBeGreaterThan(1024);
    keys.forEach((key, i) => expect(table.get(key)).toBe(i));
  });
});
