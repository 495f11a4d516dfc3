import { beforeAll, describe, expect, it } from 'vitest';
import { compile, expectedErrors, expectMarkedErrors, type Diagnostics } from './compile.js';
import { blockRoutes, guardRoutes, mapRoutes } from './good-declarations.js';

const GOOD = 'test/types/good-declarations.ts';
const BAD = ['test/types/bad/block.ts', 'test/types/bad/map.ts'];

/** Diagnostics per file and line, from one strict program without Node's types (the core needs none). */
let diagnostics: Diagnostics;

beforeAll(() => {
  diagnostics = compile([GOOD, ...BAD], { types: [], skipLibCheck: false });
}, 60_000);

describe('typed declarations', () => {
  it('compile for every call form of both DSLs, strictly and without @types/node', () => {
    expect([...(diagnostics.get(GOOD) ?? new Map()).values()].flat()).toEqual([]);
    expect([...(diagnostics.get('(global)') ?? new Map()).values()].flat()).toEqual([]);
  });

  it.each(BAD)('reject each misspelt option or wrong value in %s, naming it', (file) => {
    expect(expectedErrors(file).size).toBeGreaterThan(5);
    expectMarkedErrors(diagnostics, file);
  });

  it('route as declared (the typed forms reach the same runtime)', () => {
    const block = blockRoutes();
    expect(block.recognize('GET', '/about')).toEqual({ controller: 'pages', action: 'show', page: 'about' });
    expect(block.recognize('GET', '/admin/users')).toMatchObject({ controller: 'admin/users', action: 'index' });
    expect(block.helpers.admin_users_path!()).toBe('/admin/users');
    expect(block.recognize('GET', '/internal/reports')).toMatchObject({ controller: 'reports', action: 'index' });
    expect(() => block.recognize('GET', '/posts/abc')).toThrow();
    const map = mapRoutes();
    expect(map.recognize('GET', '/feed')).toEqual({ controller: 'posts', action: 'index', format: 'rss', page: '1' });
    expect(map.helpers.rss_posts_path!()).toBe('/posts/rss');
    expect(map.helpers.about_path!()).toBe('/about');
  });

  it('guards of two parameters get the path params and the request; guards of one, the request', () => {
    const set = guardRoutes();
    const api = { host: 'api.example.com' };
    expect(set.recognize('GET', '/a/3')).toMatchObject({ controller: 'a', id: '3' });
    expect(() => set.recognize('GET', '/a/0')).toThrow(/No route matches/);
    // The request a recognition without one is checked against has the path.
    expect(() => set.recognize('GET', '/a/9')).toThrow(/No route matches/);
    expect(set.recognize('GET', '/b', api)).toMatchObject({ controller: 'b' });
    expect(() => set.recognize('GET', '/b')).toThrow(/No route matches/);
    expect(set.recognize('GET', '/d/1')).toMatchObject({ controller: 'd' });
    expect(() => set.recognize('GET', '/d/-1')).toThrow(/No route matches/);
    expect(set.recognize('GET', '/e/7', api)).toMatchObject({ controller: 'e' });
    expect(() => set.recognize('GET', '/e/8', api)).toThrow(/No route matches/);
    expect(set.recognize('POST', '/f/api', api)).toMatchObject({ controller: 'f' });
    expect(set.recognize('GET', '/h/1')).toMatchObject({ controller: 'g' });
    expect(set.recognize('GET', '/i/1')).toMatchObject({ controller: 'i' });
    expect(set.recognize('GET', '/')).toMatchObject({ controller: 'pages' });
    expect(set.recognize('GET', '/posts/4', { ip: '1.2.3.4' })).toMatchObject({ controller: 'posts' });
    expect(set.recognize('GET', '/s/x/1')).toMatchObject({ controller: 'x' });
    expect(set.recognize('GET', '/n/z')).toMatchObject({ controller: 'n/z' });
    expect(set.recognize('GET', '/w')).toMatchObject({ controller: 'w' });
    expect(set.recognize('GET', '/k/3')).toMatchObject({ controller: 'k' });
    expect(() => set.recognize('GET', '/k/2')).toThrow(/No route matches/);
    expect(set.recognize('GET', '/l', api)).toMatchObject({ controller: 'l' });
    expect(set.recognize('GET', '/m', api)).toMatchObject({ controller: 'm' });
    expect(set.find('GET', '/tools')?.route.endpoint).toBeTypeOf('function');
    expect(set.find('GET', '/tools', { host: 'example.com' })).toBeNull();
  });
});
