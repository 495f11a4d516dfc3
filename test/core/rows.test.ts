import { describe, expect, it } from 'vitest';
import { asParams, RouteSet, UrlGenerationError, type UrlHelper } from '../../src/index.js';
import { generateByReference } from '../../src/generate/url-helpers.js';
import { drawn, Post } from '../support.js';

/**
 * Database rows are records (issue 27). pg, Prisma, Drizzle, Kysely and JSON give plain objects: a row passed to
 * a helper fills a path param with its id and never puts its other columns in the URL. An object whose every
 * key names a route param or a URL option is named params, and `asParams` makes any object named params.
 * Each call is checked on the public helper and on the reference algorithm (the compiled readings are held to
 * the reference by generate-differential.test.ts).
 */

const set = drawn((r) => {
  r.resources('posts', () => r.resources('comments'));
  r.resources('issues', () => r.member(() => r.get('quoted')));
  r.resources('users');
  r.get('archive/:year(/:month)', { to: 'archive#show', as: 'archive' });
});
const h = set.helpers;
const context = () => ({ routes: set.routes, named: set.namedRoutes, defaultUrlOptions: set.defaultUrlOptions });

/** The public helper's answer, after checking that the reference algorithm gives the same. */
function call(helper: string, ...args: unknown[]): string {
  const [name, kind] = /^(.*)_(path|url)$/.exec(helper)!.slice(1) as [string, 'path' | 'url'];
  const reference = outcome(() => generateByReference(set.namedRoutes.get(name)!, helper, args, kind === 'path', context()));
  const got = outcome(() => (h[helper] as UrlHelper)(...args));
  expect(got, `${helper}: the helper against the reference`).toBe(reference);
  if (got.startsWith('throws ')) throw new Error(got);
  return got;
}
const outcome = (run: () => string) => {
  try {
    return run();
  } catch (e) {
    return `throws ${(e as Error).name}: ${(e as Error).message}`;
  }
};

// Rows as the clients give them.
const created = new Date('2024-05-01T10:00:00Z');
/** pg: int8 as text by default, timestamps as Date, nulls. */
const pgPost = { id: '7', title: 'x', password_digest: 'secret', created_at: created, deleted_at: null };
/** Kysely / Drizzle / postgres.js with bigint ids. */
const bigPost = { id: 7n, title: 'x', views: 12n };
/** UUID keys. */
const uuidPost = { id: '3f0c5a4e-2b1d-4c8e-9f7a-6d5e4c3b2a10', title: 'x' };
/** Prisma with `include`: nested relations, Dates, a Decimal-like class instance. */
class Decimal {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}
const prismaPost = { id: 7, title: 'x', price: new Decimal('9.99'), author: { id: 2, name: 'Ann', email: 'ann@example.com' }, comments: [{ id: 3 }], createdAt: created };
/** Drizzle's relational query: snake_case and camelCase keys, a null relation. */
const drizzlePost = { id: 7, authorId: 2, author: null, publishedAt: null };
/** better-sqlite3 / node:sqlite give objects without a prototype. */
const sqlitePost = Object.assign(Object.create(null) as Record<string, unknown>, { id: 7, title: 'x' });
const commentRow = { id: 3, body: 'b', post_id: 7 };

describe('a database row given to a helper is a record', () => {
  it('fills the param with its id and puts none of its columns in the URL', () => {
    expect(call('post_path', { id: 7, title: 'x', password_digest: 'secret' })).toBe('/posts/7');
    for (const row of [pgPost, bigPost, prismaPost, drizzlePost, sqlitePost]) expect(call('post_path', row)).toBe('/posts/7');
    expect(call('post_path', uuidPost)).toBe('/posts/3f0c5a4e-2b1d-4c8e-9f7a-6d5e4c3b2a10');
    expect(call('edit_post_path', prismaPost)).toBe('/posts/7/edit');
    expect(call('post_url', pgPost, { host: 'example.com' })).toBe('http://example.com/posts/7');
  });

  it('reads each row of a nested helper as its record, whatever keys the rows share with the route', () => {
    expect(call('post_comment_path', pgPost, commentRow)).toBe('/posts/7/comments/3');
    expect(call('edit_post_comment_path', pgPost, commentRow)).toBe('/posts/7/comments/3/edit');
    expect(call('edit_post_comment_path', prismaPost, { ...commentRow, createdAt: created })).toBe('/posts/7/comments/3/edit');
    expect(call('post_comments_path', pgPost)).toBe('/posts/7/comments');
    expect(call('post_comment_path', bigPost, { id: 9n, body: null })).toBe('/posts/7/comments/9');
    expect(call('post_comment_url', uuidPost, commentRow, { host: 'h.example', anchor: 'c' })).toBe(
      'http://h.example/posts/3f0c5a4e-2b1d-4c8e-9f7a-6d5e4c3b2a10/comments/3#c',
    );
  });

  it('reads a row with a toParam method by it, and a class instance as before', () => {
    expect(call('post_path', { id: 7, slug: 'hello', toParam: () => '7-hello' })).toBe('/posts/7-hello');
    expect(call('post_path', new Post(7, 'hi'))).toBe('/posts/7-hi');
    expect(call('post_comment_path', new Post(7), commentRow)).toBe('/posts/7/comments/3');
  });

  it('reads a row given after every required param as the next positional param, as Rails reads a model', () => {
    expect(call('post_comments_path', 7, { id: 9, body: 'b' })).toBe('/posts/7/comments.9');
    expect(call('posts_path', { id: 9, title: 'x' })).toBe('/posts.9');
  });

  it('keeps query params and URL options given after the rows', () => {
    expect(call('post_path', pgPost, { page: 2 })).toBe('/posts/7?page=2');
    expect(call('post_path', pgPost, { format: 'json' })).toBe('/posts/7.json');
    expect(call('post_comment_path', pgPost, commentRow, { anchor: 'top' }, { only_path: true })).toBe('/posts/7/comments/3#top');
  });
});

describe('named params stay possible and unambiguous', () => {
  it('reads an object whose every key names a route param or a URL option as named params', () => {
    expect(call('post_path', { id: 7, format: 'json' })).toBe('/posts/7.json');
    expect(call('post_path', 7, { page: 2 })).toBe('/posts/7?page=2');
    expect(call('post_comment_path', { post_id: 7, id: 3 })).toBe('/posts/7/comments/3');
    expect(call('post_comment_path', { post_id: 7, id: 3, anchor: 'a', host: 'x.example' })).toBe('/posts/7/comments/3#a');
    expect(call('post_url', { id: 7, host: 'x.example', protocol: 'https' })).toBe('https://x.example/posts/7');
    // The fixed params of the route (controller, action) name it too.
    expect(call('post_path', { controller: 'posts', action: 'show', id: 7 })).toBe('/posts/7');
    expect(call('post_comment_path', { id: 7 }, { id: 3 })).toBe('/posts/7/comments/3');
    expect(call('archive_path', { year: 2024, month: 5 })).toBe('/archive/2024/5');
  });

  it('reads an object with neither id nor toParam as params, its other keys going to the query string', () => {
    expect(call('posts_path', { page: 2, tags: ['a', 'b'] })).toBe('/posts?page=2&tags%5B%5D=a&tags%5B%5D=b');
    expect(call('post_path', 7, { page: 2, title: null })).toBe('/posts/7?page=2');
    expect(call('posts_path', {})).toBe('/posts');
    expect(call('posts_path', { toParam: 'not a method' })).toBe('/posts?toParam=not+a+method');
  });

  it('reads an object marked with asParams as named params whatever its keys (Rails\' Hash)', () => {
    expect(call('quoted_issue_path', asParams({ id: 12, journal_id: 5 }))).toBe('/issues/12/quoted?journal_id=5');
    expect(call('post_path', asParams({ id: 7, title: 'x' }))).toBe('/posts/7?title=x');
    expect(call('post_comment_path', 7, asParams({ id: 3, body: 'b' }))).toBe('/posts/7/comments/3?body=b');
    expect(call('posts_path', asParams({ id: 9 }))).toBe('/posts?id=9');
    expect(call('post_comments_path', 7, asParams({ id: 9 }))).toBe('/posts/7/comments?id=9');
    const nullProto = asParams(Object.assign(Object.create(null) as Record<string, unknown>, { id: 4, q: 'a' }));
    expect(call('post_path', nullProto)).toBe('/posts/4?q=a');
  });

  it('reads request params (strong params) as params, not as a row', async () => {
    const { strongParams } = await import('../../src/http/strong-params.js');
    expect(call('post_path', strongParams({ id: '7', page: '2', controller: 'posts', action: 'show' }))).toBe('/posts/7?page=2');
  });
});

describe('asParams', () => {
  it('gives back the same object, unchanged to every reader but the helpers', () => {
    const params = { id: 12, journal_id: 5 };
    const marked = asParams(params);
    expect(marked).toBe(params);
    expect(Object.keys(marked)).toEqual(['id', 'journal_id']);
    expect(JSON.stringify(marked)).toBe('{"id":12,"journal_id":5}');
    expect(marked).toEqual({ id: 12, journal_id: 5 });
    expect({ ...marked }).toEqual({ id: 12, journal_id: 5 });
    expect(asParams(marked)).toBe(marked);
  });

  it('does not survive a spread: a copy is a new object, read by the rule again', () => {
    const marked = asParams({ id: 7, title: 'x' });
    expect(call('post_path', marked)).toBe('/posts/7?title=x');
    expect(call('post_path', { ...marked })).toBe('/posts/7');
    expect(call('post_path', asParams({ ...marked, page: 2 }))).toBe('/posts/7?page=2&title=x');
  });

  it('marks a frozen object by a marked copy (it cannot be marked itself)', () => {
    const frozen = Object.freeze({ id: 7, title: 'x' });
    const marked = asParams(frozen);
    expect(marked).not.toBe(frozen);
    expect(marked).toEqual(frozen);
    expect(call('post_path', marked)).toBe('/posts/7?title=x');
    expect(call('post_path', frozen)).toBe('/posts/7');
  });

  it('takes only plain objects', () => {
    for (const bad of [new Post(1), [1], 'id=1', null, new Date(0)]) {
      expect(() => asParams(bad as object)).toThrow(/asParams takes a plain object of params/);
    }
  });
});

describe('a row that is not saved', () => {
  it('throws a UrlGenerationError naming the helper and saying the record is not saved, never /posts/', () => {
    for (const row of [
      { id: null, title: 'x' },
      { id: undefined, title: 'x' },
      { id: '', title: 'x' },
    ]) {
      expect(() => h.post_path!(row)).toThrow(UrlGenerationError);
      expect(() => call('post_path', row)).toThrow(/^throws UrlGenerationError: post_path cannot be generated: the record given for :id is not saved \(its id is /);
    }
    expect(() => call('post_comment_path', pgPost, { id: null, body: 'b', post_id: 7 })).toThrow(
      /post_comment_path cannot be generated: the record given for :id is not saved \(its id is null\)/,
    );
    expect(() => call('post_comments_path', { id: null, title: 'x' })).toThrow(/the record given for :post_id is not saved/);
    expect(() => call('post_path', { toParam: () => undefined, title: 'x' })).toThrow(/the record given for :id is not saved \(its toParam\(\) is undefined\)/);
    expect(() => call('post_path', new Post())).toThrow(/the record given for :id is not saved/);
    expect(() => call('post_url', { id: null, title: 'x' }, { host: 'h.example' })).toThrow(/post_url cannot be generated: the record given for :id is not saved/);
  });

  it('throws where the record would fill an optional param too, rather than write its columns in the query', () => {
    expect(() => call('posts_path', { id: null, title: 'x', password_digest: 'secret' })).toThrow(/posts_path cannot be generated: the record given for :format is not saved/);
    expect(() => call('post_comments_path', 7, { id: null, body: 'b' })).toThrow(/the record given for :format is not saved/);
  });

  it('shows a row in an error by its id only, never its other columns', () => {
    const message = outcome(() => h.post_comment_path!(pgPost));
    expect(message).toMatch(/post_comment_path cannot be generated: :id is missing; args read as :post_id = record \{"id":"7", …\}/);
    expect(message).not.toMatch(/secret|password/);
  });
});

describe('rows elsewhere', () => {
  it('hash_for_ helpers read the arguments by the same rule', () => {
    expect(h.hash_for_post_path!(pgPost)).toEqual({ controller: 'posts', action: 'show', id: pgPost, use_route: 'post', only_path: true });
    expect(h.hash_for_post_path!({ id: 7, format: 'json' })).toEqual({ controller: 'posts', action: 'show', id: 7, format: 'json', use_route: 'post', only_path: true });
  });

  it('urlFor takes a row as the value of a param by its id', () => {
    expect(set.urlFor({ controller: 'posts', action: 'show', id: prismaPost })).toBe('/posts/7');
    expect(set.urlFor({ controller: 'comments', action: 'show', post_id: pgPost, id: commentRow })).toBe('/posts/7/comments/3');
  });

  it('request helpers (withUrlDefaults) read rows the same way', async () => {
    const { withUrlDefaults } = await import('../../src/generate/url-helpers.js');
    const request = withUrlDefaults(new RouteSet().draw((r) => r.resources('posts')).helpers, { host: 'req.example' });
    expect(request.post_url!(pgPost)).toBe('http://req.example/posts/7');
    expect(request.post_url!(asParams({ id: 7, page: 2 }))).toBe('http://req.example/posts/7?page=2');
  });
});
