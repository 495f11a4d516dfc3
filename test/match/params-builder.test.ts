import { describe, expect, it, vi } from 'vitest';
import { paramsBuilder, paramsLoop } from '../../src/match/engine/params-builder.js';

describe('paramsBuilder', () => {
  const match = (...values: (string | undefined)[]) => Object.assign([...values], { index: 0, input: '' }) as unknown as RegExpExecArray;

  it.each<[string[], number[], (string | undefined)[]]>([
    [['id', 'format'], [1, 2], ['/p/7.json', '7', 'json']],
    [['id', 'format'], [1, 2], ['/p/7', '7', undefined]],
    [['controller', 'id'], [1, 3], ['/admin/users/7', 'admin/users', 'users', '7']],
    [['id', 'id'], [1, 2], ['/a/b', 'a', 'b']],
    [['id', 'id'], [1, 2], ['/a', 'a', undefined]],
    [['__proto__', 'constructor'], [1, 2], ['/x/y', 'x', 'y']],
  ])('builds what the plain loop builds: %j %j', (names, groups, values) => {
    const generated = paramsBuilder(names, groups)(match(...values));
    const looped = paramsLoop(names, groups)(match(...values));
    expect(generated).toEqual(looped);
    expect(Object.getPrototypeOf(generated)).toBe(Object.getPrototypeOf(looped));
    expect(Object.keys(generated)).toEqual(Object.keys(looped));
  });

  it('falls back to the loop where code generation from strings is disallowed', async () => {
    vi.resetModules();
    vi.stubGlobal('Function', function () {
      throw new EvalError('Code generation from strings disallowed for this context');
    });
    try {
      const fresh = await import('../../src/match/engine/params-builder.js');
      const builder = fresh.paramsBuilder(['id', 'format'], [1, 2]);
      expect(String(builder)).toContain('for (let k = 0');
      expect(builder(match('/p/7', '7', undefined))).toEqual({ id: '7' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shares one builder between routes with the same capture layout', () => {
    expect(paramsBuilder(['id'], [1])).toBe(paramsBuilder(['id'], [1]));
  });
});
