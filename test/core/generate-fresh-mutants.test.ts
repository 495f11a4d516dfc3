// The generation modules' constants and small helpers, loaded afresh in each test: they are made when a module
// loads (the URL option keys, the deferred keys, the escaping and reading helpers), so only a test that loads
// them sees what they hold. Route sets come from the ordinary (not fresh) modules: generation reads them.
import { describe, expect, it, vi } from 'vitest';
import { RouteSet } from '../../src/index.js';
import { drawn, Post } from '../support.js';

async function fresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}
const contextOf = (set: RouteSet, defaultUrlOptions: Record<string, unknown> = {}) => ({ routes: set.routes, named: set.namedRoutes, defaultUrlOptions });

describe('URL options', () => {
  it('are exactly these keys', async () => {
    const { URL_OPTION_KEYS } = await fresh(() => import('../../src/generate/url.js'));
    expect([...URL_OPTION_KEYS]).toEqual([
      'host', 'protocol', 'port', 'subdomain', 'domain', 'tld_length', 'anchor', 'params',
      'only_path', 'onlyPath', 'trailing_slash', 'trailingSlash', 'script_name', 'scriptName', 'user', 'password',
    ]);
  });

  it('write the anchor as a fragment', async () => {
    const { buildUrl } = await fresh(() => import('../../src/generate/url.js'));
    expect(buildUrl('/p', null, { anchor: 'a b/c?d#e:f' }, true)).toBe('/p#a%20b/c?d%23e:f');
  });
});

describe('query strings', () => {
  it('escape as CGI.escape and join pairs with &', async () => {
    const { toQuery } = await fresh(() => import('../../src/generate/query.js'));
    expect(toQuery({ a: 'x y', b: "it's", c: 'az~_.-' })).toBe('a=x+y&b=it%27s&c=az~_.-');
  });
});

describe('values as URL text', () => {
  it('tell plain objects and marked data from records', async () => {
    const { isPlainObject, isRecord, PLAIN_DATA, toParam } = await fresh(() => import('../../src/generate/to-param.js'));
    expect(PLAIN_DATA).toBe(Symbol.for('resource-routing.plain-data'));
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(new Post(1))).toBe(false);
    expect(isRecord(new Post(1))).toBe(true);
    expect(isRecord({ id: 1 })).toBe(false);
    expect(toParam(new Post(2, 'x'))).toBe('2-x');
  });

  it('read rows as records, and objects naming what picks a route as params', async () => {
    const { isRow, readsAsUrlParams } = await fresh(() => import('../../src/generate/as-params.js'));
    expect(isRow({ id: 1 })).toBe(true);
    expect(isRow({ title: 'x' })).toBe(false);
    expect(readsAsUrlParams({ id: 1 })).toBe(false);
    expect(readsAsUrlParams({ id: 1, use_route: 'x' })).toBe(true);
    expect(readsAsUrlParams({ id: 1, anchor: 'x' })).toBe(false);
  });
});

describe('urlFor', () => {
  it('fills segments, leaves false out, and writes a map-style glob given by name with escaped slashes', async () => {
    const { urlFor, namedGlobText } = await fresh(() => import('../../src/generate/generator.js'));
    const set = drawn((r) => r.get('a/:id(/:b)', { to: 'a#show', as: 'a' }));
    expect(urlFor(contextOf(set), { controller: 'a', action: 'show', id: 1, b: false, only_path: true })).toBe('/a/1?b=false');
    expect(urlFor(contextOf(set), { use_route: 'a', id: 1, only_path: true })).toBe('/a/1');
    expect(() => urlFor(contextOf(set), { use_route: 'a', only_path: true })).toThrow(/:id is missing/);
    expect(namedGlobText(['a/b', 'c d'])).toBe('a%2Fb/c%20d');
    expect(namedGlobText('x')).toBe('x');
  });
});

describe('compiled helpers', () => {
  it('leave credentials and use_route to the reference', async () => {
    const { CompiledRoute } = await fresh(() => import('../../src/generate/compiled-route.js'));
    const set = drawn((r) => r.get('posts/:id', { to: 'posts#show', as: 'post' }));
    const compiled = new CompiledRoute(set.namedRoutes.get('post')!);
    expect(compiled.generate([1, { page: 2 }], true, {})).toBe('/posts/1?page=2');
    for (const key of ['user', 'password', 'use_route']) {
      expect(compiled.generate([1, { [key]: 'x' }], true, {}), key).toBeUndefined();
      expect(compiled.generate([1], false, { host: 'h', [key]: 'x' }), key).toBeUndefined();
    }
  });
});

describe('helper sets', () => {
  it('say how args were read, and give a request its own URL defaults', async () => {
    const { helperSet, withUrlDefaults } = await fresh(() => import('../../src/generate/url-helpers.js'));
    const set = drawn((r) => r.get('a/:x/b/:y', { to: 'a#b', as: 'ab', format: false }));
    const context = contextOf(set, { host: 'set.example' });
    const helpers = helperSet('ab', set.namedRoutes.get('ab')!, context);
    expect(helpers.url(1, 2)).toBe('http://set.example/a/1/b/2');
    expect(() => helpers.path({ id: 1 })).toThrow(/args read as :x = record \{"id":1\}/);
    expect(() => helpers.path(new Post(3))).toThrow(/args read as :x = record Post \(3\)/);
    const request = withUrlDefaults({ ab_url: helpers.url } as never, { host: 'req.example' });
    expect(request.ab_url!(1, 2)).toBe('http://req.example/a/1/b/2');
  });

  it('are made on first read under their snake_case and camelCase keys', async () => {
    const { LazyHelpers } = await fresh(() => import('../../src/generate/lazy-helpers.js'));
    const set = drawn((r) => r.get('a/:id', { to: 'a#show', as: 'item' }));
    const lazy = new LazyHelpers(contextOf(set));
    lazy.reset();
    const table = lazy.table as Record<string, (...args: unknown[]) => unknown>;
    expect(table.item_path!(1)).toBe('/a/1');
    expect(table.itemPath!(2)).toBe('/a/2');
    expect(table.hash_for_item_url!(3)).toEqual({ controller: 'a', action: 'show', use_route: 'item', only_path: false, id: 3 });
    expect(table.hashForItemPath!(4)).toEqual({ controller: 'a', action: 'show', use_route: 'item', only_path: true, id: 4 });
    lazy.name('item');
    expect(Object.keys(table)).toEqual([]);
  });
});

describe('the quick reading', () => {
  it('answers a _url call with the host of the one before it, and another host', async () => {
    const { CompiledRoute } = await fresh(() => import('../../src/generate/compiled-route.js'));
    const set = new RouteSet().draw((r) => r.get('posts/:id', { to: 'posts#show', as: 'post' }));
    const quick = new CompiledRoute(set.namedRoutes.get('post')!).quick!;
    const call = (host: string) => quick.generate(2, 1, { host }, undefined, undefined, undefined, undefined, false, {});
    expect(call('a.example')).toBe('http://a.example/posts/1');
    expect(call('a.example')).toBe('http://a.example/posts/1');
    expect(call('b.example')).toBe('http://b.example/posts/1');
  });
});
