import { describe, expect, it } from 'vitest';
import { UrlGenerationError } from '../../src/index.js';
import { drawn, Post } from '../support.js';

// What urlFor and the helpers fill, leave out and refuse, and how a refusal is worded: which route, which
// params are missing or invalid, and how the call was read.

const set = drawn((r) => {
  r.resources('posts', () => r.resources('comments'));
  r.get('archive/:year(/:month)', { to: 'archive#show', as: 'archive', constraints: { year: /\d{4}/, month: /\d\d/ } });
  r.get('docs(/:lang)', { to: 'docs#index', as: 'docs', defaults: { lang: 'en' } });
  r.get('list(/:page)', { to: 'list#index', as: 'list', defaults: { page: 1 } });
  r.get('/', { to: 'home#index', as: 'root' });
  r.match(':controller(/:action(/:id))(.:format)');
});
const h = set.helpers;
const POST_ROUTE = '(route GET /posts/:id(.:format) posts#show)';
const COMMENT_ROUTE = '(route GET /posts/:post_id/comments/:id(.:format) comments#show)';
const ARCHIVE_ROUTE = '(route GET /archive/:year(/:month)(.:format) archive#show)';

function refusal(run: () => unknown): string {
  try {
    return `generated ${String(run())}`;
  } catch (e) {
    expect(e).toBeInstanceOf(UrlGenerationError);
    return (e as Error).message;
  }
}

describe('refusals name the route, what is missing or invalid, and what was given', () => {
  it('through use_route: the params given', () => {
    expect(refusal(() => set.urlFor({ use_route: 'post' }))).toBe(`Route "post" cannot be generated: :id is missing ${POST_ROUTE}`);
    expect(refusal(() => set.urlFor({ use_route: 'post', page: 2 }))).toBe(`Route "post" cannot be generated: :id is missing; given :page ${POST_ROUTE}`);
    expect(refusal(() => set.urlFor({ use_route: 'archive', month: '01' }))).toBe(`Route "archive" cannot be generated: :year is missing; given :month ${ARCHIVE_ROUTE}`);
    expect(refusal(() => set.urlFor({ use_route: 'archive', year: 99 }))).toBe(`Route "archive" cannot be generated: :year "99" does not match /\\d{4}/ ${ARCHIVE_ROUTE}`);
    expect(refusal(() => set.urlFor({ use_route: 'nope' }))).toBe('No route is named "nope"');
  });

  it('through a helper: how its args were read', () => {
    expect(refusal(() => h.post_comment_path!(1))).toBe(`post_comment_path cannot be generated: :id is missing; args read as :post_id = 1 ${COMMENT_ROUTE}`);
    expect(refusal(() => h.post_comment_path!())).toBe(
      `post_comment_path cannot be generated: :post_id is missing, :id is missing; args read as nothing ${COMMENT_ROUTE}`,
    );
    expect(refusal(() => h.post_comment_path!(new Post(1), { page: 2 }))).toBe(
      `post_comment_path cannot be generated: :id is missing; args read as :post_id = record Post (1), params { page } ${COMMENT_ROUTE}`,
    );
    expect(refusal(() => h.archive_path!({ month: '01' }))).toBe(`archive_path cannot be generated: :year is missing; args read as params { month } ${ARCHIVE_ROUTE}`);
  });

  it('without a route to fill: the params as given', () => {
    expect(refusal(() => set.urlFor({}))).toBe('No route matches {}');
    expect(refusal(() => set.urlFor({ action: 'show', id: 1 }))).toBe('No route matches {"action":"show","id":1}');
  });
});

describe('what generation fills and leaves out', () => {
  it('checks requirements of required params; an optional one is written as given', () => {
    expect(set.urlFor({ use_route: 'archive', year: 2024, month: '01' })).toBe('/archive/2024/01');
    expect(set.urlFor({ use_route: 'archive', year: '2024', month: 'x' })).toBe('/archive/2024/x');
  });

  it('leaves out an optional param whose value is its default, by text', () => {
    expect(set.urlFor({ controller: 'docs', action: 'index', lang: 'en' })).toBe('/docs');
    expect(set.urlFor({ controller: 'docs', action: 'index', lang: 'fr' })).toBe('/docs/fr');
    expect(h.list_path!(1)).toBe('/list');
    expect(h.list_path!('1')).toBe('/list');
    expect(h.list_path!(2)).toBe('/list/2');
    expect(h.list_path!()).toBe('/list');
  });

  it('writes the root as /, with any query after it', () => {
    expect(set.urlFor({ controller: 'home', action: 'index' })).toBe('/');
    expect(set.urlFor({ controller: 'home', action: 'index', page: 2 })).toBe('/?page=2');
    expect(h.root_path!({ page: 2 })).toBe('/?page=2');
  });

  it('takes user and password as URL options only as a pair', () => {
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, user: 'u' })).toBe('/posts/1?user=u');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, user: 'u', password: 'p', host: 'h' })).toBe('http://u:p@h/posts/1');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, password: 'p' })).toBe('/posts/1?password=p');
  });

  it('fills no segment with false or null (they go to the query, or nowhere)', () => {
    expect(set.urlFor({ controller: 'posts', action: 'show', id: false })).toBe('/posts/show?id=false');
    expect(set.urlFor({ controller: 'posts', action: 'show', id: 1, format: null })).toBe('/posts/1');
  });

  it('extends a generic route only as far as the params given reach', () => {
    expect(set.urlFor({ controller: 'reports', action: 'index', id: 3 })).toBe('/reports/index/3');
    expect(set.urlFor({ controller: 'reports', action: 'index', format: 'json' })).toBe('/reports/index.json');
    expect(set.urlFor({ controller: 'reports', action: 'daily', format: 'json' })).toBe('/reports/daily.json');
    expect(set.urlFor({ controller: 'reports', action: 'index' })).toBe('/reports');
    expect(set.urlFor({ controller: 'posts', action: 'show' })).toBe('/posts/show');
  });

  it('takes the set default URL options under the call, use_route from either', () => {
    const s = drawn((r) => r.resources('posts'));
    s.defaultUrlOptions = { host: 'd.example', protocol: 'https' };
    expect(s.urlFor({ controller: 'posts', action: 'show', id: 1 })).toBe('https://d.example/posts/1');
    expect(s.urlFor({ controller: 'posts', action: 'show', id: 1, protocol: 'http', only_path: false })).toBe('http://d.example/posts/1');
    expect(s.urlFor({ use_route: 'post', id: 2, only_path: true })).toBe('/posts/2');
  });
});
