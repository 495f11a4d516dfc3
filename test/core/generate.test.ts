import { describe, expect, it } from 'vitest';
import { ArgumentError, asParams, RouteSet, UrlGenerationError, toQuery } from '../../src/index.js';
import { readsAsUrlParams } from '../../src/generate/url-helpers.js';
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

  it('writes segment values as Rails does; those the param accepts recognize back', () => {
    expect(h.post_path!('1.5')).toBe('/posts/1.5');
    expect(h.post_path!('a/b')).toBe('/posts/a%2Fb');
    expect(h.post_path!('50%')).toBe('/posts/50%25');
    expect(h.post_path!('a%20b')).toBe('/posts/a%20b');
    for (const id of ['a b', 'a/b', 'ü', '50%']) {
      const path = h.post_path!(id) as string;
      expect(set.recognize('GET', path)).toEqual({ controller: 'posts', action: 'show', id });
    }
    expect(set.recognize('GET', h.post_path!('1.5') as string)).toEqual({ controller: 'posts', action: 'show', id: '1', format: '5' });
  });

  it('keeps `/` in a value the requirement accepts (3.2), as GitLab-style routes need', () => {
    const s = drawn((r) =>
      // eslint-disable-next-line no-useless-escape -- as the application's routes file writes it
      r.resources('projects', { path: '/', constraints: { id: /[a-zA-Z.0-9_\-\/]+/ } }, () => r.resources('services')),
    );
    const u = s.helpers;
    expect(u.project_path!('group/project')).toBe('/group/project');
    expect(u.edit_project_service_path!('group/project', 7)).toBe('/group/project/services/7/edit');
    expect(s.recognize('GET', '/group/project/services/7/edit')).toEqual({ controller: 'services', action: 'edit', project_id: 'group/project', id: '7' });
  });

  it('writes dots as they are (Rails)', () => {
    const s = drawn((r) => {
      r.resources('zones');
      r.get('/u/:username', { to: 'users#show', as: 'user_profile' });
      r.resources('projects', () => r.get('wiki/:id', { to: 'wiki#show', as: 'wiki_page' }));
    });
    expect(s.helpers.edit_zone_path!('v1.2')).toBe('/zones/v1.2/edit');
    expect(s.helpers.user_profile_path!('alice@pod.example')).toBe('/u/alice@pod.example');
    expect(s.helpers.project_wiki_page_path!('ecookbook', 'Release_1.0')).toBe('/projects/ecookbook/wiki/Release_1.0');
  });
});

describe('plain objects as records (database rows, JSON)', () => {
  const row = { id: 7, title: 'x' };
  it('reads a plain object as named params when every key names a route param or a URL option', () => {
    expect(h.post_path!({ id: 7, format: 'json' })).toBe('/posts/7.json');
    expect(h.post_comment_path!({ post_id: 1, id: 2 })).toBe('/posts/1/comments/2');
    expect(h.post_comment_path!(new Post(2), { post_id: 1 })).toBe('/posts/1/comments/2');
    expect(h.post_url!(5, { host: 'example.com' })).toBe('http://example.com/posts/5');
    expect(h.posts_path!({ page: 2 })).toBe('/posts?page=2');
    expect(h.post_path!(asParams({ ...row }))).toBe('/posts/7?title=x');
  });

  it('reads a plain object with id or toParam and another key as a record (a row), by position', () => {
    expect(h.post_path!(row)).toBe('/posts/7');
    expect(h.post_comments_path!({ id: 7 })).toBe('/posts/7/comments');
    expect(h.post_comments_path!(row)).toBe('/posts/7/comments');
    expect(h.post_comments_path!({ toParam: () => '7-x' })).toBe('/posts/7-x/comments');
    expect(h.post_comment_path!({ id: 7 }, { id: 3 })).toBe('/posts/7/comments/3');
    expect(h.post_comment_path!(row, { id: 3, title: 'y' })).toBe('/posts/7/comments/3');
    expect(h.post_comment_path!(row, { id: 3 }, { host: 'h.example' })).toBe('/posts/7/comments/3');
    expect(h.post_comment_path!(row, row)).toBe('/posts/7/comments/7');
    expect(h.post_comment_url!(row, { id: 3 }, { host: 'h.example' })).toBe('http://h.example/posts/7/comments/3');
    expect(h.post_comments_path!(row, { page: 2 })).toBe('/posts/7/comments?page=2');
    // After every required param, a row fills the next one (as a model does in Rails); named params don't.
    expect(h.post_comments_path!(7, { id: 9 })).toBe('/posts/7/comments.9');
    expect(h.post_comments_path!(7, asParams({ id: 9 }))).toBe('/posts/7/comments?id=9');
  });

  it('reads a plain object without id as params, and says how the args were read when a param is missing', () => {
    expect(() => h.post_comments_path!({ title: 'x' })).toThrow(
      /post_comments_path cannot be generated: :post_id is missing; args read as params \{ title \}/,
    );
    expect(() => h.post_comment_path!(row)).toThrow(/:id is missing; args read as :post_id = record \{"id":7, …\}/);
    expect(() => h.post_comment_path!(asParams({ ...row }))).toThrow(/:post_id is missing; args read as params \{ id, title \}/);
    expect(() => h.post_comment_path!(row, { page: 1 })).toThrow(/:id is missing; args read as :post_id = record \{"id":7, …\}, params \{ page \}/);
    expect(() => h.post_comment_path!(new Post(4))).toThrow(/args read as :post_id = record Post \(4\)/);
    expect(() => h.post_comment_path!(3, { page: 1 })).toThrow(/args read as :post_id = 3, params \{ page \}/);
    expect(() => h.post_comment_path!()).toThrow(/args read as nothing/);
  });

  it('reads trailing objects of URL options only as options, whatever comes before', () => {
    expect(h.post_comment_path!(row, { id: 3 }, { anchor: 'c' }, { only_path: true })).toBe('/posts/7/comments/3#c');
    expect(h.post_comments_path!({ id: 7 }, { anchor: 'top' })).toBe('/posts/7/comments#top');
    expect(h.post_path!(7, { use_route: 'post' })).toBe('/posts/7');
    expect(h.posts_path!({ anchor: 'x' })).toBe('/posts#x');
    // An object of params and URL options: the missing param is then reported.
    expect(() => h.post_comments_path!({ post_id: null, anchor: 'x' })).toThrow(/:post_id is missing; args read as params \{ post_id, anchor \}/);
  });

  it('says which positional args found no param', () => {
    expect(() => h.post_path!(1, 'json', 3)).toThrow(
      'post_path takes at most 2 positional argument(s) (:id, :format), got 3; args read as :id = 1, :format = "json", (unused) = 3',
    );
    expect(() => h.post_path!(1, 'json', [2])).toThrow(/\(unused\) = \[2\]/);
  });

  it('tells plain objects that stand for URL params from rows (redirectTo, urlFor)', () => {
    expect(readsAsUrlParams({ action: 'index' })).toBe(true);
    expect(readsAsUrlParams({ controller: 'posts', id: 1 })).toBe(true);
    expect(readsAsUrlParams({ use_route: 'post', id: 1 })).toBe(true);
    expect(readsAsUrlParams({ host: 'h', id: 1 })).toBe(false);
    expect(readsAsUrlParams({ title: 'x' })).toBe(true);
    expect(readsAsUrlParams({ id: 7, title: 'x' })).toBe(false);
    expect(readsAsUrlParams({ toParam: () => '7' })).toBe(false);
    expect(readsAsUrlParams({ id: null })).toBe(false);
    expect(readsAsUrlParams(asParams({ id: 7, title: 'x' }))).toBe(true);
  });

  it('hash_for_ helpers read the same way', () => {
    expect(h.hash_for_post_comments_path!({ id: 7 })).toEqual({ controller: 'comments', action: 'index', post_id: { id: 7 }, use_route: 'post_comments', only_path: true });
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

// Regression: a BigInt in a refused call made the error message itself throw a TypeError (JSON.stringify).
describe('errors about values JSON cannot write', () => {
  const set = new RouteSet().draw((r) => r.resources('posts', { constraints: { id: /\d/ } }));

  it('fills a segment with a BigInt by its text, checked against the requirement', () => {
    expect(() => set.helpers.post_path!(12n)).toThrow(UrlGenerationError);
    expect(() => set.helpers.post_path!(12n)).toThrow(':id "12" does not match');
    expect(set.helpers.post_path!(7n)).toBe('/posts/7');
  });

  it('shows a BigInt among too many positional args, as an ArgumentError', () => {
    expect(() => set.helpers.posts_path!(1n, 2n)).toThrow(ArgumentError);
  });

  it('shows a cyclic params object in a refusal without a TypeError', () => {
    const cyclic: Record<string, unknown> = { controller: 'nope' };
    cyclic.self = cyclic;
    expect(() => set.urlFor(cyclic)).toThrow(UrlGenerationError);
  });
});
