// How the development 404 page ranks the routes near a path (src/http/error-pages.ts' nearbyRoutes): the rules
// each pinned down by a table where another rule would order or pick the routes differently.
import { describe, expect, it } from 'vitest';
import { errorBody, nearbyRoutes } from '../../src/http/error-pages.js';
import { RouteSet } from '../../src/index.js';
import type { Mapper } from '../../src/dsl/block/api.js';

const near = (declare: (r: Mapper) => void, path: string) =>
  nearbyRoutes(new RouteSet().draw(declare).routes, path).routes.map((r) => `${r.controller}#${r.action}`);

describe('routes near a path: the ranking', () => {
  it('counts a segment spelled the same above a close spelling', () => {
    expect(near((r) => [r.get('pasts/:id', { to: 'a#close' }), r.get('posts/:id', { to: 'a#same' })], '/posts/1')).toEqual(['a#same', 'a#close']);
  });

  it('reads an optional group as its segments', () => {
    expect(near((r) => r.get('archive(/:year)', { to: 'a#archive' }), '/archive/x/y')).toEqual(['a#archive']);
  });

  it('counts a glob as a param', () => {
    expect(near((r) => [r.get('files/:id/edit', { to: 'a#edit' }), r.get('files/*path', { to: 'a#glob' })], '/files/a')).toEqual(['a#glob', 'a#edit']);
  });

  it('drops the extension of the path only, not of a segment before it', () => {
    expect(near((r) => [r.get('posts/:id', { to: 'a#show' }), r.get('posts/new', { to: 'a#new' })], '/posts/new.json')).toEqual(['a#new', 'a#show']);
    expect(near((r) => [r.get('v:id/x', { to: 'a#other' }), r.get('v1.2/x', { to: 'a#dotted' })], '/v1.2/x.json')[0]).toBe('a#dotted');
  });

  it('takes one edit as a close spelling of a short word, more only in proportion to the shorter word', () => {
    expect(near((r) => r.get('ab/:id', { to: 'a#short' }), '/abc/1')).toEqual(['a#short']);
    expect(near((r) => r.get('abcdefghijkl', { to: 'a#twelve' }), '/abcdefghijklmnop')).toEqual([]);
    expect(near((r) => r.get('abcdefghijkl', { to: 'a#twelve' }), '/abcdefghijklmn')).toEqual(['a#twelve']);
  });

  it('puts routes of as many segments as the path first among equals, then keeps the declaration order', () => {
    expect(near((r) => [r.get('posts/:id', { to: 'a#two' }), r.get('posts/:id/zz/:x', { to: 'a#four' })], '/posts/1/a/b')).toEqual(['a#four', 'a#two']);
    expect(near((r) => ['a', 'b', 'c', 'd', 'e'].forEach((x) => r.get(`posts/:${x}`, { to: `a#${x}` })), '/posts/1')).toEqual(['a#a', 'a#b', 'a#c', 'a#d', 'a#e']);
  });
});

describe('an error body for a client that accepts none of the formats', () => {
  it('is plain text', () => {
    expect(errorBody({ status: 404, message: 'gone' }, ['png'])).toEqual({ contentType: 'text/plain; charset=utf-8', body: '404 Not Found\ngone\n' });
  });
});
