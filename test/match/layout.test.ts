import { describe, expect, it } from 'vitest';
import { Route, type RouteInit } from '../../src/index.js';
import { layoutOf } from '../../src/match/engine/layout.js';
import { stemHash } from '../../src/match/engine/stem-hash.js';

const route = (path: string, init: Partial<RouteInit> = {}) => new Route({ path, defaults: { controller: 'c', action: 'a' }, ...init });

/** A layout as data: trie keys, then slash count → last segment (or `*` when any), or `≥n` when unbounded. */
function shape(r: Route) {
  const layout = layoutOf(r);
  const name = (key: number | null) => (key === null ? '*' : (['edit', 'new', 'comments', 'robots', 'feed', 'posts', 'archive', ''].find((w) => stemHash(w) === key) ?? '?'));
  const counts = layout.bySlashes ? Object.fromEntries([...layout.bySlashes].map(([count, m]) => [count, name(m.lastKey)])) : `≥${layout.minSlashes}`;
  return { keys: layout.keys, counts, spellings: layout.spellings };
}

describe('layoutOf', () => {
  it.each<[string, Partial<RouteInit>, ReturnType<typeof shape>]>([
    ['/posts(.:format)', {}, { keys: ['', 'posts'], counts: { 1: 'posts' }, spellings: ['/posts'] }],
    ['/posts/new(.:format)', {}, { keys: ['', 'posts', 'new'], counts: { 2: 'new' }, spellings: ['/posts/new'] }],
    ['/posts/:id/edit(.:format)', {}, { keys: ['', 'posts'], counts: { 3: 'edit' }, spellings: [] }],
    ['/posts/:post_id/comments(.:format)', {}, { keys: ['', 'posts'], counts: { 3: 'comments' }, spellings: [] }],
    ['/posts/:id(.:format)', {}, { keys: ['', 'posts'], counts: { 2: '*' }, spellings: [] }],
    ['/robots.txt', {}, { keys: ['', 'robots'], counts: { 1: 'robots' }, spellings: ['/robots.txt'] }],
    ['/', {}, { keys: ['', ''], counts: { 1: '' }, spellings: ['/'] }],
    ['/archive(/:year(/:month))', {}, { keys: ['', 'archive'], counts: { 1: 'archive', 2: '*', 3: '*' }, spellings: ['/archive'] }],
    ['/versions/:id(.:format)', { requirements: { id: /\d+\.\d+/ } }, { keys: ['', 'versions'], counts: { 2: '*' }, spellings: [] }],
    ['/pages/:slug', { requirements: { slug: /[a-z/]+/ } }, { keys: ['', 'pages'], counts: '≥2', spellings: [] }],
    ['/files/*path', {}, { keys: ['', 'files'], counts: '≥2', spellings: [] }],
    ['/assets(.:format)', { anchor: false }, { keys: ['', 'assets'], counts: '≥1', spellings: ['/assets'] }],
    ['/:controller(/:action(/:id))(.:format)', { implicitRequirements: { controller: /.+?/ }, defaults: {} }, { keys: [''], counts: '≥1', spellings: [] }],
    ['/tags/:a-:b/feed', {}, { keys: ['', 'tags'], counts: { 3: 'feed' }, spellings: [] }],
    ['/posts/pre:id', {}, { keys: ['', 'posts'], counts: { 2: '*' }, spellings: [] }],
  ])('%s %j', (path, init, expected) => {
    expect(shape(route(path, init))).toEqual(expected);
  });

  it('falls back to the route pattern when it cannot rebuild the route regexp (an unknown implicit requirement)', () => {
    const r = route('/:controller/:action', { implicitRequirements: { controller: /posts|admin\/users/i }, defaults: {} });
    expect(shape(r)).toEqual({ keys: [''], counts: '≥2', spellings: [] });
    expect(layoutOf(r).any.exec('/admin/users/show', false)).toEqual({ controller: 'admin/users', action: 'show' });
  });
});
