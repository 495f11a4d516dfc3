import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet } from '../../src/index.js';
import { editDistance, nearMiss } from '../../src/dsl/near-miss.js';

describe('near-miss option names', () => {
  it.each([
    ['onyl', (o: Record<string, unknown>) => new RouteSet().draw((r) => r.resources('posts', o)), 'only'],
    ['shalow', (o: Record<string, unknown>) => new RouteSet().draw((r) => r.resources('posts', o)), 'shallow'],
    ['vai', (o: Record<string, unknown>) => new RouteSet().draw((r) => r.match('x', { to: 'x#y', ...o })), 'via'],
    ['constraint', (o: Record<string, unknown>) => new RouteSet().draw((r) => r.get('x/:id', { to: 'x#y', ...o })), 'constraints'],
    ['pathName', (o: Record<string, unknown>) => new RouteSet().draw((r) => r.resources('posts', o)), 'pathNames'],
    ['Only', (o: Record<string, unknown>) => new RouteSet().draw((r) => r.resources('posts', o)), 'only'],
    ['colection', (o: Record<string, unknown>) => new RouteSet().drawMap((m) => m.resources('posts', o)), 'collection'],
    ['requirement', (o: Record<string, unknown>) => new RouteSet().drawMap((m) => m.connect('x/:id', { controller: 'x', ...o })), 'requirements'],
    ['path_prefx', (o: Record<string, unknown>) => new RouteSet().drawMap((m) => m.resources('posts', o)), 'path_prefix'],
    ['namePrefx', (o: Record<string, unknown>) => new RouteSet().drawMap((m) => m.withOptions(o, () => undefined)), 'namePrefix'],
  ])('%s raises ArgumentError with "did you mean"', (key, declare, meant) => {
    const attempt = () => declare({ [key]: {} });
    expect(attempt).toThrow(ArgumentError);
    expect(attempt).toThrow(`unknown option "${key}"; did you mean "${meant}"?`);
  });

  it('names the call and how to mean a fixed param', () => {
    // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
    expect(() => new RouteSet().draw((r) => r.resources('posts', { onyl: ['index'] }))).toThrow(/^resources: .*give it in defaults: \{ onyl: … \}/);
    // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
    expect(() => new RouteSet().drawMap((m) => m.resources('posts', { colection: {} }))).toThrow(/^resources "posts": .*give it in requirements: \{ colection: … \}/);
  });

  it('keeps other unknown keys as fixed params, as Rails', () => {
    const set = new RouteSet().draw((r) => {
      // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
      r.get('a', { to: 'a#b', page: 1, type: 'x', now: 1, bath: 2, ws: true, locale: 'en' });
      r.get({ 'onyl/:id': 'a#c' });
    });
    expect(set.recognize('GET', '/a')).toEqual({ controller: 'a', action: 'b', page: '1', type: 'x', now: '1', bath: '2', ws: 'true', locale: 'en' });
    expect(set.recognize('GET', '/onyl/3')).toMatchObject({ controller: 'a', action: 'c', id: '3' });
    // @ts-expect-error -- what plain JavaScript (or a Rails-style option hash) passes; typed code cannot
    const map = new RouteSet().drawMap((m) => m.connect('page/:id', { controller: 'pages', news: 1, ws: true }));
    expect(map.recognize('GET', '/page/1')).toEqual({ controller: 'pages', action: 'index', id: '1', news: '1', ws: 'true' });
  });

  it('measures edits with swaps of neighbours as one', () => {
    expect(editDistance('only', 'only')).toBe(0);
    expect(editDistance('onyl', 'only')).toBe(1);
    expect(editDistance('shalow', 'shallow')).toBe(1);
    expect(editDistance('shallow', 'shalow')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('ca', 'abc')).toBe(3);
    expect(nearMiss('contraint', ['constraints'])).toBe('constraints');
    expect(nearMiss('contrain', ['constraints'])).toBeUndefined();
    expect(nearMiss('only', ['only'])).toBeUndefined();
    expect(nearMiss('ab', ['abc'])).toBeUndefined();
    expect(nearMiss('ass', ['as'])).toBeUndefined();
    expect(nearMiss('onl', ['only', 'one'])).toBe('only');
    expect(nearMiss('viaa', ['via', 'vial'])).toBeUndefined();
    expect(nearMiss('contstraints', ['constraints', 'const'])).toBe('constraints');
    expect(nearMiss('news', ['new'])).toBeUndefined();
    expect(nearMiss('bath', ['path'])).toBeUndefined();
    expect(nearMiss('pth', ['path'])).toBe('path');
  });
});
