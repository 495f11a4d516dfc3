import { existsSync } from 'node:fs';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { asParams, RouteSet, type Route } from '../../src/index.js';
import { CompiledRoute, REFERENCE } from '../../src/generate/compiled-route.js';
import { urlFor, type GenerationContext } from '../../src/generate/generator.js';
import { QUICK_ARITY } from '../../src/generate/quick-call.js';
import { generateByReference, withUrlDefaults, type UrlHelper } from '../../src/generate/url-helpers.js';
import { CORPUS, drawScenario, scenarios, value } from '../conformance-corpus.js';
import { pick, randomRouteSets, seeded, type Random } from '../match/random-routes.js';

/**
 * Compiled helpers and indexed `urlFor` against Rails' full algorithm (the reference): for every helper form
 * (positional values, records, rows, a trailing format, named params, query params, URL options, `_url`
 * with a host, request defaults), on random tables and on every table of the conformance corpus. When the
 * compiled generator answers, its URL is the reference's; the public helper's answer, errors included
 * (class and message), is always the reference's.
 */

class Post {
  constructor(
    readonly id: number,
    readonly title: string,
  ) {}
  toParam() {
    return `${this.id}-${this.title}`;
  }
}
class IdOnly {
  constructor(readonly id: unknown) {}
}

const chance = (rnd: Random, p: number) => rnd() < p;
const VALUES: (() => unknown)[] = [
  () => 7, () => '42', () => 'a b', () => 'a/b', () => '50%', () => 'a%20b', () => 'ü', () => 'v1.2', () => '', () => '2024', () => 'en',
  () => 'json', () => 'new', () => 0, () => -1.5, () => true, () => false, () => null, () => undefined, () => ['docs', 'a b'], () => [],
  () => new Post(3, 'hi'), () => new IdOnly(5), () => new IdOnly(null), () => ({ id: 9, title: 'row' }), () => ({ toParam: () => 'p-1' }),
  () => ({ title: 'no id' }), () => new Date(0), () => 12n, () => ({ id: null, title: 'not saved' }), () => ({ id: '', title: 'not saved' }),
  () => ({ id: 7n, created_at: new Date(0), deleted_at: null, author: { id: 2 } }), () => new IdOnly(''),
];
const EXTRAS: [string, () => unknown][] = [
  ['page', () => 2], ['q', () => 'a b&c'], ['tags', () => ['x', 'y']], ['filter', () => ({ by: 'me', n: [1] })], ['empty', () => null],
  ['gone', () => undefined], ['flag', () => false], ['row', () => new Post(1, 'x')],
];
const URL_OPTIONS: [string, () => unknown][] = [
  ['host', () => 'ex.com'], ['protocol', () => pick(seeded(1), ['https', 'https:', 'ftp://'])], ['port', () => 8080], ['port', () => ''],
  ['anchor', () => 'a b'], ['only_path', () => true], ['only_path', () => false], ['only_path', () => null], ['onlyPath', () => true],
  ['trailing_slash', () => true], ['script_name', () => '/blog/'], ['params', () => ({ ref: 'x' })], ['subdomain', () => 'api'],
  ['domain', () => 'other.org'], ['user', () => 'u'], ['password', () => 'p'], ['use_route', () => 'nope'],
];
const DEFAULT_URL_OPTIONS = [{}, {}, { host: 'd.example' }, { host: 'd.example', protocol: 'https', port: 8443 }, { locale: 'en' }, { script_name: '/app' }, { only_path: true }];

const randomValue = (rnd: Random) => pick(rnd, VALUES)();

function randomOptions(rnd: Random, route: Route, named: readonly string[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const name of route.pattern.names) if (chance(rnd, 0.3)) options[name] = chance(rnd, 0.7) ? pick(rnd, ['7', 'x', 'json', '2024']) : randomValue(rnd);
  for (const [key, make] of EXTRAS) if (chance(rnd, 0.12)) options[key] = make();
  for (const [key, make] of URL_OPTIONS) if (chance(rnd, 0.07)) options[key] = make();
  if (chance(rnd, 0.03)) options.use_route = pick(rnd, named);
  if (chance(rnd, 0.03)) options.controller = 'other';
  if (chance(rnd, 0.03)) options.action = 'show';
  return options;
}

/** A database row: an id (or none, not saved), columns, and now and then columns named like the route's params. */
function row(rnd: Random, id: number, names: readonly string[]): Record<string, unknown> {
  const columns: Record<string, unknown> = { id: chance(rnd, 0.1) ? null : chance(rnd, 0.2) ? BigInt(id) : id, title: 'r' };
  if (chance(rnd, 0.3)) columns.created_at = new Date(0);
  if (chance(rnd, 0.3) && names.length) columns[pick(rnd, names)] = 3;
  if (chance(rnd, 0.1)) delete columns.title;
  return columns;
}

/** A helper call's arguments in one of the forms people write. */
function randomArgs(rnd: Random, route: Route, named: readonly string[]): unknown[] {
  const { names, requiredNames } = route.pattern;
  const plain = () => (chance(rnd, 0.8) ? String(1 + Math.floor(rnd() * 99)) : randomValue(rnd));
  const form = pick(rnd, ['positional', 'records', 'format', 'named', 'query', 'url', 'rows', 'marked', 'any']);
  const args: unknown[] = [];
  const count = form === 'any' ? Math.floor(rnd() * (names.length + 2)) : requiredNames.length;
  for (let i = 0; i < count; i++) args.push(form === 'records' ? new Post(i + 1, 't') : form === 'rows' ? row(rnd, i + 1, names) : plain());
  if (form === 'format' || (form === 'any' && chance(rnd, 0.2))) args.push(pick(rnd, ['json', 'xml', '']));
  // Named params marked as such, whatever their keys (a row's columns included).
  if (form === 'marked') return [...args.slice(0, Math.floor(rnd() * (count + 1))), asParams({ ...row(rnd, 5, names), ...randomOptions(rnd, route, named) })];
  if (form === 'named') return [Object.fromEntries(requiredNames.map((n) => [n, plain()])), ...(chance(rnd, 0.3) ? [randomOptions(rnd, route, named)] : [])];
  if (form === 'query') args.push({ page: 2, sort: 'name' });
  if (form === 'url') args.push({ host: 'example.com' });
  if (form === 'any' && chance(rnd, 0.6)) args.push(randomOptions(rnd, route, named));
  if (chance(rnd, 0.05)) args.push({ host: 'other.example' });
  return args;
}

function outcome(run: () => unknown): string {
  try {
    const result = run();
    return result === REFERENCE ? 'deferred' : `= ${String(result)}`;
  } catch (e) {
    return `${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
}

/** The route's quick reading of a call, as the helper tries it first (`deferred` when it leaves the call). */
function quickOutcome(compiled: CompiledRoute, onlyPath: boolean, args: readonly unknown[], defaults: object): string {
  const quick = compiled.quick;
  if (quick === null || args.length > QUICK_ARITY) return 'deferred';
  const a = [...args, ...new Array<unknown>(QUICK_ARITY)];
  return outcome(() => quick.generate(args.length, a[0], a[1], a[2], a[3], a[4], a[5], onlyPath, defaults as Record<string, unknown>) ?? REFERENCE);
}

interface Tally {
  calls: number;
  compiled: number;
  quick: number;
  problems: string[];
}

/** Random calls of every named route's helpers, compiled and public against the reference. */
function compareHelpers(set: RouteSet, rnd: Random, label: string, callsPerRoute: number, tally: Tally): void {
  const named = [...set.namedRoutes.keys()];
  const request = { host: 'req.example', protocol: 'https' };
  for (const [name, route] of set.namedRoutes) {
    const compiled = new CompiledRoute(route);
    for (let k = 0; k < callsPerRoute; k++) {
      set.defaultUrlOptions = { ...pick(rnd, DEFAULT_URL_OPTIONS) };
      const byRequest = chance(rnd, 0.2);
      const onlyPath = !byRequest && chance(rnd, 0.6);
      const helperName = `${name}_${onlyPath ? 'path' : 'url'}`;
      const args = randomArgs(rnd, route, named);
      const context: GenerationContext = {
        routes: set.routes,
        named: set.namedRoutes,
        defaultUrlOptions: byRequest ? { ...set.defaultUrlOptions, ...request } : set.defaultUrlOptions,
      };
      const want = outcome(() => generateByReference(route, helperName, args, onlyPath, context));
      const fast = outcome(() => compiled.generate(args, onlyPath, set.defaultUrlOptions as Record<string, unknown>, byRequest ? request : undefined));
      const code = quickOutcome(compiled, onlyPath, args, context.defaultUrlOptions);
      // Request helpers are made per request, after the set's defaults are known (as a request does).
      const helpers = byRequest ? withUrlDefaults(set.helpers, request) : set.helpers;
      const got = outcome(() => (helpers[helperName] as UrlHelper)(...args));
      tally.calls++;
      if (fast !== 'deferred') tally.compiled++;
      if (code !== 'deferred') tally.quick++;
      const call = `${label}: ${helperName}(${args.map((a) => inspect(a)).join(', ')}) defaults ${inspect(context.defaultUrlOptions)}`;
      if (fast !== 'deferred' && fast !== want) tally.problems.push(`${call}\n  reference: ${want}\n  compiled:  ${fast}`);
      if (code !== 'deferred' && code !== want) tally.problems.push(`${call}\n  reference: ${want}\n  quick:     ${code}`);
      if (got !== want) tally.problems.push(`${call}\n  reference: ${want}\n  helper:    ${got}`);
    }
  }
}

/** Random `urlFor` params: the indexed candidates against a scan of every route. */
function compareUrlFor(set: RouteSet, rnd: Random, label: string, count: number, tally: Tally): void {
  const context: GenerationContext = { routes: set.routes, named: set.namedRoutes, defaultUrlOptions: {} };
  for (let k = 0; k < count && set.routes.length; k++) {
    const route = pick(rnd, set.routes);
    const params: Record<string, unknown> = { only_path: true };
    if (route.controller !== null || chance(rnd, 0.3)) params.controller = route.controller ?? pick(rnd, ['posts', 'admin/users', 'pages']);
    if (route.action !== null && chance(rnd, 0.9)) params.action = route.action;
    else if (chance(rnd, 0.4)) params.action = pick(rnd, ['index', 'show', 'edit', 'new', 'other']);
    for (const name of route.pattern.names) if (chance(rnd, 0.8)) params[name] = chance(rnd, 0.8) ? String(1 + Math.floor(rnd() * 9)) : randomValue(rnd);
    if (chance(rnd, 0.2)) params.page = 3;
    const want = outcome(() => urlFor(context, params, undefined, undefined, true));
    const got = outcome(() => urlFor(context, params));
    tally.calls++;
    if (got !== want) tally.problems.push(`${label}: urlFor(${inspect(params)})\n  scan:  ${want}\n  index: ${got}`);
  }
}

const newTally = (): Tally => ({ calls: 0, compiled: 0, quick: 0, problems: [] });

describe('compiled generation agrees with the reference algorithm', () => {
  it('on 100 random route sets, every helper form', () => {
    const tally = newTally();
    const urls = newTally();
    for (const [seed, rnd, set] of randomRouteSets(1, 100)) {
      compareHelpers(set, rnd, `seed ${seed}`, 8, tally);
      compareUrlFor(set, rnd, `seed ${seed}`, 50, urls);
    }
    expect(tally.problems.slice(0, 5)).toEqual([]);
    expect(urls.problems.slice(0, 5)).toEqual([]);
    // The comparison means something only if the compiled generator answers most calls itself.
    expect(tally.calls).toBeGreaterThan(8_000);
    expect(tally.compiled / tally.calls).toBeGreaterThan(0.5);
    expect(tally.quick / tally.calls).toBeGreaterThan(0.2);
    expect(urls.calls).toBeGreaterThan(3_000);
  }, 120_000);

  it.runIf(existsSync(CORPUS))('on every table of the conformance corpus: its own calls, and random ones', () => {
    const tally = newTally();
    const urls = newTally();
    let tables = 0;
    let own = 0;
    for (const scenario of scenarios(CORPUS)) {
      if (scenario.draw_error) continue;
      const set = drawScenario(scenario);
      tables++;
      const rnd = seeded(tables);
      const context: GenerationContext = { routes: set.routes, named: set.namedRoutes, defaultUrlOptions: {} };
      for (const call of scenario.generate ?? []) {
        const route = set.namedRoutes.get(call.helper.replace(/_(path|url)$/, ''));
        if (!route) continue;
        const args = [...((call.args ?? []).map(value) as unknown[]), ...(call.url_options ? [value(call.url_options)] : [])];
        const onlyPath = call.helper.endsWith('_path');
        const want = outcome(() => generateByReference(route, call.helper, args, onlyPath, context));
        const compiledRoute = new CompiledRoute(route);
        const fast = outcome(() => compiledRoute.generate(args, onlyPath, {}));
        const code = quickOutcome(compiledRoute, onlyPath, args, {});
        if (code !== 'deferred' && code !== want) tally.problems.push(`${scenario.name}: ${call.helper}\n  reference: ${want}\n  quick:     ${code}`);
        const got = outcome(() => (set.helpers[call.helper] as UrlHelper)(...args));
        own++;
        if (fast !== 'deferred' && fast !== want) tally.problems.push(`${scenario.name}: ${call.helper}\n  reference: ${want}\n  compiled:  ${fast}`);
        if (got !== want) tally.problems.push(`${scenario.name}: ${call.helper}\n  reference: ${want}\n  helper:    ${got}`);
      }
      compareHelpers(set, rnd, scenario.name, 4, tally);
      compareUrlFor(set, rnd, scenario.name, 15, urls);
    }
    expect(tables).toBeGreaterThan(300);
    expect(own).toBeGreaterThan(700);
    expect(tally.problems.slice(0, 5)).toEqual([]);
    expect(urls.problems.slice(0, 5)).toEqual([]);
    expect(tally.compiled / tally.calls).toBeGreaterThan(0.5);
  }, 120_000);
});

describe('compiled helpers', () => {
  it('kept from before a later draw, generate the route that has their name now (as the reference does)', () => {
    const set = new RouteSet().draw((r) => r.resources('posts'));
    const kept = set.helpers.post_path as UrlHelper;
    expect(kept(1)).toBe('/posts/1');
    set.draw((r) => r.get('articles/:id', { to: 'articles#show', as: 'post' }));
    expect(kept(1)).toBe('/articles/1');
    expect((set.helpers.post_path as UrlHelper)(1)).toBe('/articles/1');
  });

  it('give a call made from inside a call (a record whose toParam generates a URL) its own values', () => {
    const set = new RouteSet().draw((r) => r.resources('posts', () => r.resources('comments')));
    const h = set.helpers as Record<string, UrlHelper>;
    const nested = { toParam: () => h.post_comment_path!(8, 9).replace(/\//g, '_') };
    expect(h.post_comment_path!(new IdOnly(1), nested)).toBe('/posts/1/comments/_posts_8_comments_9');
  });
});
