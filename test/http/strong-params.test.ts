import { describe, expect, it } from 'vitest';
import { ParameterMissing, parseUrlEncoded, permit, UploadedFile } from '../../src/index.js';
import { withStrongParams } from '../../src/http/strong-params.js';

const params = (query: string) => withStrongParams(parseUrlEncoded(query));

describe('strong parameters', () => {
  it('require gives the nested hash; permit keeps listed keys with scalar values only', () => {
    const p = params('post[title]=Hi&post[body]=B&post[admin]=1&post[tags][]=a&post[tags][]=b&other=x');
    expect(p.require('post').permit('title', 'body', { tags: [] })).toEqual({ title: 'Hi', body: 'B', tags: ['a', 'b'] });
    expect(p.require('post').permit('title')).toEqual({ title: 'Hi' });
  });

  it('drops an object or array where a scalar is permitted (post[title][toString]=1)', () => {
    expect(params('post[title][toString]=1&post[body]=ok').require('post').permit('title', 'body')).toEqual({ body: 'ok' });
    expect(params('post[title][]=1').require('post').permit('title')).toEqual({});
    expect(params('post[tags][x]=1').require('post').permit({ tags: [] })).toEqual({});
    expect(params('post[tags][][x]=1').require('post').permit({ tags: [] })).toEqual({});
  });

  it('permits nested hashes, arrays of hashes, indexed hashes and any-key hashes', () => {
    const p = params('post[author][name]=A&post[author][admin]=1&post[items][][n]=1&post[items][][n]=2&post[rows][0][n]=3&post[meta][a]=1&post[meta][b][c]=2&post[meta][d][x][]=1');
    expect(p.require('post').permit({ author: ['name'], items: ['n'], rows: ['n'], meta: {} })).toEqual({
      author: { name: 'A' },
      items: [{ n: '1' }, { n: '2' }],
      rows: { 0: { n: '3' } },
      meta: { a: '1', b: { c: '2' }, d: { x: ['1'] } },
    });
  });

  it('keeps numbers, booleans, null (JSON) and uploaded files as scalars', () => {
    const file = new UploadedFile('a.txt', 'text/plain', Buffer.from('x'));
    const p = withStrongParams({ post: { n: 1, ok: true, none: null, file } });
    expect(p.require('post').permit('n', 'ok', 'none', 'file')).toEqual({ n: 1, ok: true, none: null, file });
  });

  it('require: a missing, empty or non-hash value is ParameterMissing (400)', () => {
    for (const query of ['', 'post=', 'post=x', 'post[]=x', 'other[a]=1']) {
      expect(() => params(query).require('post'), query).toThrow(ParameterMissing);
    }
    const error = (() => {
      try {
        params('').require('post');
      } catch (e) {
        return e as ParameterMissing;
      }
    })();
    expect([error?.status, error?.message]).toEqual([400, 'param is missing or the value is empty: post']);
  });

  it('a request cannot replace require / permit, and they stay out of JSON and spreads', () => {
    const p = params('require=1&permit=2&a=3');
    expect(typeof p.require).toBe('function');
    expect(JSON.stringify(p)).toBe('{"a":"3"}');
    expect({ ...p }).toEqual({ a: '3' });
  });

  it('require does not change the request params', () => {
    const p = params('post[title]=x');
    p.require('post');
    expect(Object.getOwnPropertyNames(p.post)).toEqual(['title']);
  });

  it('permit works on any params object', () => {
    expect(permit({ a: '1', b: { c: '2' } }, ['a', 'b'])).toEqual({ a: '1' });
  });
});

describe('strong parameters, shapes that do not fit', () => {
  const keysOf = (value: object) => Object.keys(value);

  it('a request param named only require, or only permit, is dropped as well', () => {
    for (const query of ['require=1&a=3', 'permit=1&a=3']) {
      const p = params(query);
      expect([typeof p.require, typeof p.permit, { ...p }], query).toEqual(['function', 'function', { a: '3' }]);
    }
  });

  it('require refuses an empty hash (from JSON) with ParameterMissing by name', () => {
    const error = (() => {
      try {
        withStrongParams({ post: {} }).require('post');
      } catch (e) {
        return e as ParameterMissing;
      }
    })();
    expect(error).toBeInstanceOf(ParameterMissing);
    expect([error?.name, error?.param]).toEqual(['ParameterMissing', 'post']);
  });

  it('leaves out a key whose value has the wrong shape (no undefined left behind)', () => {
    const p = { tags: 'x', author: 'x', meta: 'x', mixed: ['a', { x: '1' }] };
    const kept = permit(p, [{ tags: [], author: ['name'], meta: {}, mixed: [] }]);
    expect(kept).toEqual({});
    expect(keysOf(kept)).toEqual([]);
  });

  it('copies permitted arrays (the request params are not shared)', () => {
    const p = { tags: ['a', 'b'], meta: { list: ['x'] } };
    const kept = permit(p, [{ tags: [], meta: {} }]) as { tags: string[]; meta: { list: string[] } };
    expect(kept).toEqual(p);
    expect(kept.tags).not.toBe(p.tags);
    expect(kept.meta.list).not.toBe(p.meta.list);
  });

  it('reads a hash as a list of hashes only when every key is a whole number', () => {
    const filter = [{ rows: ['n'] }];
    expect(permit({ rows: { 0: { n: '1' }, '-2': { n: '2' }, 1234567890: { n: '3' } } }, filter)).toEqual({ rows: { 0: { n: '1' }, '-2': { n: '2' }, 1234567890: { n: '3' } } });
    for (const key of ['a1', '1a', '12345678901', 'x']) {
      expect(permit({ rows: { 0: { n: '1' }, [key]: { n: '2' } } }, filter), key).toEqual({ rows: {} });
    }
    // Entries that are not hashes are left out of such a list.
    const kept = permit({ rows: { 0: 'x', 1: { n: '1' } } }, filter) as { rows: object };
    expect(kept).toEqual({ rows: { 1: { n: '1' } } });
    expect(keysOf(kept.rows)).toEqual(['1']);
  });

  it('keeps only the hashes of an array of hashes', () => {
    expect(permit({ items: ['x', { n: '1' }, ['y']] }, [{ items: ['n'] }])).toEqual({ items: [{ n: '1' }] });
  });

  it('an any-key hash keeps scalars and arrays of scalars, and drops arrays holding hashes', () => {
    const kept = permit({ meta: { a: '1', list: ['x', { y: '1' }], rows: [{ y: '1' }], deep: { b: ['2'] } } }, [{ meta: {} }]) as { meta: object };
    expect(kept).toEqual({ meta: { a: '1', deep: { b: ['2'] } } });
    expect(keysOf(kept.meta)).toEqual(['a', 'deep']);
  });
});
