import { RouteSet, type Mapper, type RequestContext, type Route } from '../../src/index.js';
import type { PatternNode } from '../../src/pattern/ast.js';
import { seeded } from '../seeded-random.mjs';

/**
 * Seeded generators for the differential test: route sets drawn with the block DSL, and request paths made
 * from those routes (matching and not). Deterministic: the same seed gives the same routes and requests.
 */

export type Random = () => number;

export { seeded };

export const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const chance = (rnd: Random, p: number) => rnd() < p;
const some = <T>(rnd: Random, items: readonly T[]): T[] => items.filter(() => chance(rnd, 0.5));

const NAMES = ['posts', 'comments', 'photos', 'tags', 'people', 'sheep', 'users', 'orders', 'items', 'versions'];
const ACTIONS = ['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'];
const ID_CONSTRAINTS = [/\d+/, /[^/]+/, /\d+\.\d+/, /[a-z]+/i, /[A-Z]\d{2}/, /(?:v|r)\d+/, /[a-z]+(?:-[a-z]+)*/, /[^/.]+/, /\w+(?=\d)/, /.+/, /[\w.]+/, /new|\d+/];
const MATCH_PATHS: [string, Record<string, unknown>][] = [
  ['archive(/:year(/:month(/:day)))', { to: 'archive#show' }],
  ['files/*path', { to: 'files#show' }],
  ['raw/*path', { to: 'files#raw', format: false }],
  ['search(/:q)', { to: 'search#index' }],
  ['tags/:a-:b', { to: 'tags#pair' }],
  ['docs/:id.:format', { to: 'docs#show', format: false }],
  ['photos/:id', { to: 'photos#show' }],
  ['assets', { to: 'assets#serve', anchor: false }],
  ['api/:version', { to: 'api#proxy', anchor: false, format: false }],
  ['about', { to: 'pages#about' }],
  ['robots.txt', { to: 'pages#robots', format: false }],
  ['café', { to: 'pages#cafe' }],
  ['blog/:slug', { to: 'blog#show', constraints: { slug: /[a-z0-9-]+/ } }],
  ['geo/:code', { to: 'geo#show', constraints: { code: /hx\d[a-z]/i } }],
  ['(:locale/)home', { to: 'pages#home' }],
  ['v/:major.:minor', { to: 'v#show', format: false }],
  ['posts/:id', { to: 'legacy#post' }],
  ['posts/new', { to: 'legacy#new' }],
  [':controller(/:action(/:id))(.:format)', {}],
  [':controller/:action', {}],
];
const VIAS: (string | string[] | undefined)[] = [undefined, 'get', 'post', ['get', 'post'], ['put', 'delete'], 'patch'];

/** Guard calls, in order, so the test can check both engines ask the same guards the same questions. */
export const guardLog: string[] = [];

const guard = (id: string, answer: (r: RequestContext) => boolean) => (r: RequestContext) => {
  guardLog.push(id);
  return answer(r);
};

/** A random declaration block: resources (nested, shallow, constrained), namespaces, scopes and matches. */
export function randomDraw(rnd: Random): (r: Mapper) => void {
  const plan = Array.from({ length: 2 + Math.floor(rnd() * 5) }, () => Math.floor(rnd() * 1e9));
  return (r) => {
    let guards = 0;
    const resourceOptions = (seed: Random): Record<string, unknown> => {
      const options: Record<string, unknown> = {};
      if (chance(seed, 0.25)) options.only = some(seed, ACTIONS);
      else if (chance(seed, 0.15)) options.except = some(seed, ACTIONS);
      if (chance(seed, 0.25)) options.constraints = { id: pick(seed, ID_CONSTRAINTS) };
      if (chance(seed, 0.15)) options.shallow = true;
      if (chance(seed, 0.1)) options.format = false;
      if (chance(seed, 0.1)) options.path = 'p-' + pick(seed, NAMES);
      // A requirement on the format: the segment engine must leave such routes to the fast engine.
      if (chance(seed, 0.1)) options.constraints = { ...(options.constraints as object | undefined), format: /json|xml/ };
      return options;
    };
    const resources = (seed: Random, depth: number): void => {
      const name = pick(seed, NAMES);
      const singular = chance(seed, 0.15);
      const options = resourceOptions(seed);
      const block = () => {
        if (depth < 3 && chance(seed, 0.5)) resources(seed, depth + 1);
        if (!singular && chance(seed, 0.4)) r.member(() => r[pick(seed, ['get', 'put', 'post'] as const)](pick(seed, ['publish', 'preview', 'download'])));
        if (!singular && chance(seed, 0.3)) r.collection(() => r.get(pick(seed, ['search', 'recent', 'export'])));
      };
      if (singular) r.resource(name.replace(/s$/, ''), options, block);
      else r.resources(name, options, block);
    };
    const matchRoute = (seed: Random, topLevel: boolean) => {
      const [path, base] = pick(seed, MATCH_PATHS);
      if (!topLevel && path.includes(':controller')) return;
      const options: Record<string, unknown> = { ...base };
      const via = pick(seed, VIAS);
      if (via) options.via = via;
      if (!path.includes(':controller') && !base.to) options.to = 'x#y';
      r.match(path, options);
    };
    for (const seedValue of plan) {
      const seed = seeded(seedValue);
      const kind = pick(seed, ['resources', 'resources', 'resources', 'match', 'match', 'namespace', 'scope', 'guarded', 'conditioned', 'root', 'verb']);
      if (kind === 'resources') resources(seed, 0);
      else if (kind === 'match') matchRoute(seed, true);
      else if (kind === 'namespace') r.namespace(pick(seed, ['admin', 'api']), () => (chance(seed, 0.7) ? resources(seed, 1) : matchRoute(seed, false)));
      else if (kind === 'scope') {
        // An optional scope (Rails' i18n idiom) gives every route in it an optional group the segment engine expands.
        r.scope(pick(seed, ['/:locale', '(:locale)']), { constraints: { locale: /en|fr/ } }, () => {
          if (chance(seed, 0.3)) r.root({ to: 'pages#home' });
          if (chance(seed, 0.3)) matchRoute(seed, false);
          resources(seed, 1);
        });
      }
      else if (kind === 'guarded') {
        const id = `g${guards++}`;
        const answer = pick(seed, [(q: RequestContext) => q.host?.startsWith('admin') === true, () => true, () => false, (q: RequestContext) => q.subdomain !== 'www']);
        r.constraints(guard(id, answer), () => (chance(seed, 0.5) ? resources(seed, 1) : matchRoute(seed, false)));
      } else if (kind === 'conditioned') r.constraints({ subdomain: pick(seed, ['admin', /^a/]) }, () => resources(seed, 1));
      else if (kind === 'root') r.root({ to: 'pages#home' });
      else r[pick(seed, ['get', 'post', 'put', 'delete'] as const)](pick(seed, ['status', 'posts/feed', 'users/:user_id/avatar', 'health']), { to: 'misc#x' });
    }
  };
}

const PLAIN = ['7', '42', 'abc', 'x-y', 'en', 'A12', 'v3', 'json'];
const VALUES = ['7', '42', 'abc', 'new', 'edit', '1.5', 'a%20b', '%E0%A4%A', '%zz', 'x%2Fy', 'A12', 'v3', 'en', 'fr', 'é', '世界', 'a.b', '', 'a+b', 'json', 'x-y', 'hX9z', '%', 'a/b', '9x', 'NEW'];
const TAILS = ['', '', '', '.json', '.xml', '.', '/', '.tar.gz', '/extra', '.j%73on', '.%zz', '?q=1', '#top', '//'];

/** A path some route could match: params filled with odd values, optional groups in or out. */
function fill(rnd: Random, nodes: readonly PatternNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'static') return node.value;
      if (node.type === 'param') return pick(rnd, chance(rnd, 0.6) ? PLAIN : VALUES);
      if (node.type === 'glob') return Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(rnd, VALUES)).join('/');
      return chance(rnd, 0.5) ? fill(rnd, node.nodes) : '';
    })
    .join('');
}

/** Request paths for a table: from its routes, mutated, and unrelated ones. */
export function randomPath(rnd: Random, routes: readonly Route[]): string {
  if (routes.length === 0 || chance(rnd, 0.1)) return '/' + Array.from({ length: Math.floor(rnd() * 4) }, () => pick(rnd, [...NAMES, ...VALUES])).join('/');
  let path = fill(rnd, pick(rnd, routes).pattern.ast) + pick(rnd, TAILS);
  if (chance(rnd, 0.1)) path = path.split('/').slice(0, -1).join('/');
  if (chance(rnd, 0.05)) path = path.toUpperCase();
  if (chance(rnd, 0.05)) path = 'http://example.com' + path;
  return path;
}

export const VERBS = ['GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PURGE', 'get'];
export const REQUESTS: (RequestContext | undefined)[] = [undefined, { host: 'admin.example.com', subdomain: 'admin' }, { host: 'www.example.com', subdomain: 'www' }, {}];

/** The route sets of seeds `first…last` (seeds whose random declaration is invalid are skipped), with each seed's PRNG. */
export function* randomRouteSets(first: number, last: number, make: () => RouteSet = () => new RouteSet()): Generator<[seed: number, rnd: Random, set: RouteSet]> {
  for (let seed = first; seed <= last; seed++) {
    const rnd = seeded(seed);
    try {
      yield [seed, rnd, make().draw(randomDraw(rnd))];
    } catch {
      continue; // an invalid random declaration
    }
  }
}
