// Strong parameters at their edges: what `permit` keeps for each filter shape, exactly (no `undefined` keys,
// copies rather than the request's own arrays), and params named like the methods.
import { describe, expect, it, vi } from 'vitest';
import { ParameterMissing, parseUrlEncoded, permit, RouteSet } from '../../src/index.js';
import { withStrongParams } from '../../src/http/strong-params.js';

const params = (query: string) => withStrongParams(parseUrlEncoded(query));

describe('strong parameters: the methods on params objects', () => {
  // Loaded again inside the test: the methods are set up when the module loads.
  it('params get require / permit, hidden from JSON, spreads and keys, and stay plain data for URL helpers', async () => {
    vi.resetModules();
    const fresh = await import('../../src/http/strong-params.js');
    const p = fresh.withStrongParams({ post: { title: 'T', admin: '1', tags: ['a', { x: '1' }] }, page: '2' });
    expect(p.require('post').permit('title', 'admin')).toStrictEqual({ title: 'T', admin: '1' });
    expect(p.require('post').permit({ tags: [] })).toStrictEqual({});
    expect(() => p.require('missing')).toThrow(fresh.ParameterMissing);
    expect([Object.keys(p), JSON.stringify(p)]).toEqual([['post', 'page'], '{"post":{"title":"T","admin":"1","tags":["a",{"x":"1"}]},"page":"2"}']);
    expect(fresh.STRONG_PARAMS_METHODS).toEqual(new Set(['require', 'permit']));
    // A request's own `require` / `permit` params are dropped, so the methods can still be called.
    const named = fresh.strongParams({ require: '1', a: '3' }, { permit: '2' });
    expect([typeof named.require, typeof named.permit, { ...named }]).toEqual(['function', 'function', { a: '3' }]);
    const routes = new RouteSet().draw((r) => r.resources('posts'));
    expect(routes.helpers.posts_path!(fresh.withStrongParams({ page: '2' }))).toBe('/posts?page=2');
  });

  it('drops a request param named only require, or only permit', () => {
    for (const query of ['require=1&a=2', 'permit=1&a=2']) {
      const p = params(query);
      expect([typeof p.require, typeof p.permit, { ...p }], query).toEqual(['function', 'function', { a: '2' }]);
    }
  });

  it('ParameterMissing is named so, and an empty hash is missing too', () => {
    const error = (() => {
      try {
        withStrongParams({ post: {} }).require('post');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ParameterMissing);
    expect((error as ParameterMissing).name).toBe('ParameterMissing');
    expect((error as ParameterMissing).param).toBe('post');
  });
});

describe('strong parameters: permit', () => {
  it('keeps no key for a value of the wrong shape (not even an undefined one)', () => {
    expect(permit({ a: 'x', b: ['1'], c: { d: '1' } }, [{ a: ['n'], b: ['n'], c: [], x: {} }])).toStrictEqual({ b: [] });
    expect(permit({ meta: 'x' }, [{ meta: {} }])).toStrictEqual({});
  });

  it('an array of scalars only, copied', () => {
    const tags = ['a', 'b'];
    const kept = permit({ tags }, [{ tags: [] }]);
    expect(kept).toStrictEqual({ tags: ['a', 'b'] });
    expect(kept.tags).not.toBe(tags);
    expect(permit({ tags: ['a', { x: '1' }] }, [{ tags: [] }])).toStrictEqual({});
  });

  it('a hash is a list of hashes only when every key is an integer index', () => {
    const shape = [{ rows: ['n'] }];
    expect(permit({ rows: { 0: { n: '1' }, '-1': { n: '2' }, 1: 'x' } }, shape)).toStrictEqual({ rows: { 0: { n: '1' }, '-1': { n: '2' } } });
    expect(permit({ rows: { 12: { n: '1', z: '0' } } }, shape)).toStrictEqual({ rows: { 12: { n: '1' } } });
    // Not indexes: the hash is taken as one hash, whose own `n` is missing.
    for (const key of ['a0', '0a', '1.5']) expect(permit({ rows: { [key]: { n: '1' } } }, shape), key).toStrictEqual({ rows: {} });
    expect(permit({ rows: { 0: { n: '1' }, x: { n: '2' } } }, shape)).toStrictEqual({ rows: {} });
    expect(permit({ rows: { 12345678901: { n: '1' } } }, shape)).toStrictEqual({ rows: {} });
  });

  it('an array of hashes keeps the hashes only', () => {
    expect(permit({ items: [{ n: '1', z: '2' }, 'x', ['y']] }, [{ items: ['n'] }])).toStrictEqual({ items: [{ n: '1' }] });
  });

  it('an any-key hash keeps scalars, arrays of scalars (copied) and hashes of them, nothing else', () => {
    const list = ['1', '2'];
    const kept = permit({ meta: { a: '1', list, mixed: ['1', { x: '1' }], hashes: [{ x: '1' }], deep: { b: [{ y: '1' }], c: '2' } } }, [{ meta: {} }]);
    expect(kept).toStrictEqual({ meta: { a: '1', list: ['1', '2'], deep: { c: '2' } } });
    expect((kept.meta as { list: string[] }).list).not.toBe(list);
  });
});
