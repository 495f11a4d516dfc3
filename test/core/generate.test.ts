import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet, UrlGenerationError, toQuery } from '../../src/index.js';
import { drawn, Post } from '../support.js';

const set = drawn((r) => {
  r.resources('posts', () => r.resources('comments'));
  r.match('/people/go/:foo/:bar/joe(/:id)', { to: 'people#multi', as: 'multi' });
  r.match('files/*path', { to: 'files#show', as: 'file' });
  r.match('archive/:year', { to: 'archive#show', as: 'archive', constraints: { year: /\d{4}/ } });
  r.match(':controller(/:action(/:id))');
});
const h = set.helpers;

describe('named route helpers', () => {
  it('offer _path, _url, hash_for_ and camelCase aliases', () => {
    expect(h.post_comments_path!('1')).toBe('/posts/1/comments');
    expect(h.postCommentsPath!('1')).toBe('/posts/1/comments');
    expect(h.post_url!(5, { host: 'example.com' })).toBe('http://example.com/posts/5');
    expect(h.hash_for_post_path!(5)).toEqual({ controller: 'posts', action: 'show', id: 5, use_route: 'post', only_path: true });
    expect(h.hashForPostPath).toBe(h.hash_for_post_path);
  });

  it('fill params from positional args, records and a params object', () => {
    expect(h.post_comment_path!(new Post(1), new Post(2, 'hi'))).toBe('/posts/1/comments/2-hi');
    expect(h.post_comment_path!({ post_id: 1, id: 2 })).toBe('/posts/1/comments/2');
    expect(h.post_comment_path!(new Post(2), { post_id: 1 })).toBe('/posts/1/comments/2');
    expect(h.post_comment_path!(1, 2, 'xml')).toBe('/posts/1/comments/2.xml');
    expect(h.post_path!({ id: '1', format: 'json' })).toBe('/posts/1.json');
    expect(h.post_path!({ id: { id: 9 } })).toBe('/posts/9');
  });

  it('use id when a record has no toParam', () => {
    expect(h.edit_post_path!({ id: 3 }, {})).toBe('/posts/3/edit');
    class Model {
      constructor(readonly id: number) {}
    }
    expect(h.edit_post_path!(new Model(4))).toBe('/posts/4/edit');
  });

  it('send leftover params to a sorted query string with nested keys', () => {
    expect(h.posts_path!({ page: 2, q: 'a b', filter: { tag: ['x', 'y'], by: 'me' } })).toBe(
      '/posts?filter%5Bby%5D=me&filter%5Btag%5D%5B%5D=x&filter%5Btag%5D%5B%5D=y&page=2&q=a+b',
    );
    expect(h.posts_path!({ empty: null })).toBe('/posts');
  });

  it('apply URL options', () => {
    expect(h.post_url!(1, { host: 'ex.com', protocol: 'https', port: 8443, anchor: 'top' })).toBe('https://ex.com:8443/posts/1#top');
    expect(h.posts_url!({ host: 'ex.com', only_path: true })).toBe('/posts');
    expect(h.posts_path!({ trailing_slash: true, page: 1 })).toBe('/posts/?page=1');
    expect(h.posts_url!({ host: 'ex.com', subdomain: 'api' })).toBe('http://api.ex.com/posts');
    expect(h.posts_path!({ script_name: '/blog/' })).toBe('/blog/posts');
  });

  it('take the host from the set default', () => {
    const s = new RouteSet({ defaultUrlOptions: { host: 'example.org' } }).draw((r) => r.resources('posts'));
    expect(s.helpers.posts_url!()).toBe('http://example.org/posts');
    s.defaultUrlOptions = { host: 'other.org', protocol: 'https' };
    expect(s.helpers.posts_url!()).toBe('https://other.org/posts');
  });

  it('need a host for _url', () => {
    expect(() => h.posts_url!()).toThrow(ArgumentError);
    expect(() => h.posts_url!()).toThrow(/Missing host/);
  });

  it('drop optional groups that are not given, keep those that are', () => {
    expect(h.multi_path!(7, 'hello')).toBe('/people/go/7/hello/joe');
    expect(h.multi_path!(7, 'hello', 5, { baz: 'bar' })).toBe('/people/go/7/hello/joe/5?baz=bar');
  });

  it('join an array given for a glob with slashes', () => {
    expect(h.file_path!(['docs', 'a b.txt'])).toBe('/files/docs/a%20b.txt');
    expect(h.file_path!('docs/readme')).toBe('/files/docs/readme');
  });

  it('name the route and the param when a required param is missing', () => {
    expect(() => h.post_comment_path!({ post_id: 1 })).toThrow(UrlGenerationError);
    expect(() => h.post_comment_path!({ post_id: 1 })).toThrow(/post_comment_path .*:id is missing/);
  });

  it('refuse a value that breaks a requirement', () => {
    expect(() => h.archive_path!('soon')).toThrow(/:year "soon" does not match \/\\d\{4\}\//);
    expect(h.archive_path!(2024)).toBe('/archive/2024');
  });

  it('refuse more positional args than the path has params', () => {
    expect(() => h.post_path!(1, 'xml', 'extra')).toThrow(/at most 2 positional/);
  });

  it('escape segment values so recognition gives them back', () => {
    for (const id of ['a b', 'a/b', '1.5', 'ü', '50%']) {
      const path = h.post_path!(id) as string;
      expect(set.recognize('GET', path)).toEqual({ controller: 'posts', action: 'show', id });
    }
  });
});

describe('urlFor', () => {
  it('generates for unnamed routes from controller and action', () => {
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 3 })).toBe('/posts/3');
    expect(set.urlFor({ controller: 'posts', action: 'index', page: 2 })).toBe('/posts?page=2');
    expect(set.urlFor({ controller: 'reports', action: 'daily', id: 4 })).toBe('/reports/daily/4');
    expect(set.urlFor({ controller: 'reports' })).toBe('/reports');
    expect(set.urlFor({ use_route: 'post', id: 1, host: 'ex.com' })).toBe('http://ex.com/posts/1');
  });

  it('throws when nothing can be generated', () => {
    expect(() => set.urlFor({ use_route: 'nope' })).toThrow(/No route is named "nope"/);
    const strict = drawn((r) => r.resources('posts'));
    expect(() => strict.urlFor({ controller: 'users', action: 'show' })).toThrow(UrlGenerationError);
  });
});

describe('toQuery', () => {
  it('writes Rails-style nested params', () => {
    expect(toQuery({ b: 1, a: [1, 2], c: { d: { e: 'f g' } }, e: [] })).toBe('a%5B%5D=1&a%5B%5D=2&b=1&c%5Bd%5D%5Be%5D=f+g&e%5B%5D=');
  });
});
