import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../../src/index.js';
import { assertNoNearMisses, editDistance, nearMiss } from '../../src/dsl/near-miss.js';

describe('near-miss option names: the bounds', () => {
  it('two edits count from ten letters on; the nearest name wins, the first known among equally near ones', () => {
    expect(nearMiss('colectin', ['collection'])).toBe('collection');
    expect(nearMiss('colectin', ['collectio'])).toBeUndefined();
    expect(nearMiss('abcdz', ['abcdf', 'abcdg'])).toBe('abcdf');
    expect(nearMiss('abcdefghij', ['abcdefghiz', 'abcdefghzz'])).toBe('abcdefghiz');
    expect(nearMiss('abcdefghij', ['abcdefghzz', 'abcdefghiz'])).toBe('abcdefghiz');
  });

  it('short names: a missing letter or a swap, never an extra or a replaced letter; five letters on, any one edit', () => {
    expect(nearMiss('vai', ['via'])).toBe('via');
    expect(nearMiss('va', ['via'])).toBeUndefined();
    expect(nearMiss('pth', ['path'])).toBe('path');
    expect(nearMiss('paths', ['path'])).toBeUndefined();
    expect(nearMiss('pxth', ['path'])).toBeUndefined();
    expect(nearMiss('ptah', ['path'])).toBe('path');
    expect(nearMiss('shapes', ['shape'])).toBe('shape');
    expect(nearMiss('shaqe', ['shape'])).toBe('shape');
    expect(nearMiss('VAI', ['via'])).toBe('via');
    expect(nearMiss('abc', ['ab', 'abd'])).toBeUndefined();
  });

  it('edit distance: a swap of neighbours only, as one edit', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('abc', 'bca')).toBe(2);
    expect(editDistance('abcd', 'badc')).toBe(2);
    expect(editDistance('a', 'a')).toBe(0);
    expect(editDistance('ab', 'ac')).toBe(1);
  });

  it('assertNoNearMisses: known keys and skipped keys pass, the first near miss throws with the call and the hint', () => {
    const known = new Set(['only', 'except']);
    expect(() => assertNoNearMisses({ only: 1, page: 2 }, known, 'resources', 'give it in defaults: { KEY: … }')).not.toThrow();
    expect(() => assertNoNearMisses({ onyl: 1 }, known, 'resources', 'x', (key) => key === 'onyl')).not.toThrow();
    const attempt = () => assertNoNearMisses({ ok: 1, onyl: 1, excpet: 2 }, known, 'resources "posts"', 'give it in defaults: { KEY: … }');
    expect(attempt).toThrow(ArgumentError);
    expect(attempt).toThrow(
      'resources "posts": unknown option "onyl"; did you mean "only"? (Rails would take it as a fixed param; to mean one, give it in defaults: { onyl: … })',
    );
  });
});
