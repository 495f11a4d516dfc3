import { beforeAll, describe, expect, it } from 'vitest';
import { compile, expectedErrors, expectMarkedErrors, type Diagnostics } from './compile.js';
import { blockRoutes, mapRoutes } from './good-declarations.js';

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
});
