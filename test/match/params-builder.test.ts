import { describe, expect, it } from 'vitest';
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

  it('shares one builder between routes with the same capture layout', () => {
    expect(paramsBuilder(['id'], [1])).toBe(paramsBuilder(['id'], [1]));
  });
});
