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
