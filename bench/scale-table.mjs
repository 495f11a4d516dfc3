/**
 * Route tables of any size for the scaling benchmarks (recognition, draw): `groups` copies of one
 * application-shaped block of 27 routes, each under its own names, so a table of 10k routes looks like a large
 * application rather than one resource repeated. Requests are seeded and spread over the whole table.
 */
import { seeded } from '../test/seeded-random.mjs';

/** Routes per group (checked by the benchmarks against the drawn table). */
export const GROUP_ROUTES = 24;

/** Declares `groups` groups with the block DSL: a page, and users › posts › comments with a member and a collection route. */
export function drawGroups(r, groups, from = 0) {
  for (let i = from; i < from + groups; i++) {
    r.get(`page${i}`, { to: `pages#page${i}` });
    r.resources(`users${i}`, () => {
      r.resources('posts', () => r.resources('comments'));
      r.member(() => r.get('followers'));
      r.collection(() => r.get('search'));
    });
  }
}

/**
 * The same groups in the map style (Rails 2.3's `map.resources`): the same 24 routes a group, under the same
 * paths and verbs (names follow the map style's rules).
 */
export function drawMapGroups(map, groups, from = 0) {
  for (let i = from; i < from + groups; i++) {
    map.namedRoute(`page${i}`, `page${i}`, { controller: 'pages', action: `page${i}`, conditions: { method: 'get' } });
    map.resources(`users${i}`, { member: { followers: 'get' }, collection: { search: 'get' } }, (users) => {
      users.resources('posts', (posts) => posts.resources('comments'));
    });
  }
}

/** The number of groups giving about `routes` routes. */
export const groupsFor = (routes) => Math.max(1, Math.round(routes / GROUP_ROUTES));

/** Seeded requests by kind over `groups` groups: each a [verb, path]. */
export function requestsFor(groups, count = 16, seed = 42) {
  const random = seeded(seed);
  const g = () => Math.floor(random() * groups);
  const id = () => 1 + Math.floor(random() * 9999);
  const make = (fn) => Array.from({ length: count }, fn);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return {
    static: make(() => pick([() => ['GET', `/page${g()}`], () => ['GET', `/users${g()}`], () => ['GET', `/users${g()}/new`], () => ['GET', `/users${g()}/search`]])()),
    'one param': make(() => pick([() => ['GET', `/users${g()}/${id()}`], () => ['PUT', `/users${g()}/${id()}`], () => ['GET', `/users${g()}/${id()}/edit`], () => ['DELETE', `/users${g()}/${id()}`]])()),
    nested: make(() => pick([() => ['GET', `/users${g()}/${id()}/posts/${id()}/comments/${id()}`], () => ['POST', `/users${g()}/${id()}/posts`], () => ['GET', `/users${g()}/${id()}/posts/${id()}/edit`], () => ['PUT', `/users${g()}/${id()}/posts/${id()}/comments/${id()}`]])()),
    miss: make(() => pick([() => ['GET', `/nope${g()}`], () => ['GET', `/users${g()}/${id()}/unknown`], () => ['GET', `/users${g()}/${id()}/posts/${id()}/likes`], () => ['GET', `/page${g()}/x`]])()),
    405: make(() => pick([() => ['POST', `/page${g()}`], () => ['PUT', `/users${g()}`], () => ['POST', `/users${g()}/${id()}`], () => ['PATCH', `/users${g()}/${id()}/posts`]])()),
  };
}
