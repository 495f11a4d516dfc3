import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { asParams, RouteSet, type Route } from '../../src/index.js';
import { browserModule, type BrowserModuleOptions } from '../../src/cli/browser/module.js';
import { camelize } from '../../src/inflection.js';
import { CORPUS_PRESENT, CORPUS_SKIPPED, CorpusRecord, drawScenario, scenarios, value } from '../conformance-corpus.js';
import { pick, randomDraw, seeded, type Random } from '../match/random-routes.js';

/**
 * The generated browser module must give the server's helpers' answers: for every call, the same string, or
 * an error of the same class on both sides. Calls come from the conformance corpus's generations and from
 * argument forms made up per route (positional, records, rows, named, mixed, query, URL options) on the
 * corpus's tables and on seeded random ones. The corpus part is skipped (reported as such by vitest) when
 * ../shared/conformance is absent.
 */

mkdirSync('node_modules/.cache', { recursive: true });
const dir = mkdtempSync(resolve('node_modules/.cache/js-module-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Helpers = Record<string, (...args: unknown[]) => string>;
let modules = 0;
async function generated(set: RouteSet, options: BrowserModuleOptions = {}): Promise<Helpers> {
  const file = join(dir, `routes${modules++}.mjs`);
  writeFileSync(file, browserModule(set.namedRoutes, { defaultUrlOptions: set.defaultUrlOptions, ...options }).js);
  return (await import(pathToFileURL(file).href)) as Helpers;
}

function outcome(run: () => unknown): string {
  try {
    return JSON.stringify(run());
  } catch (e) {
    return `throws ${(e as Error).name}`;
  }
}

class Slugged {
  constructor(readonly id: number, private readonly slug: string) {}
  toParam() {
    return `${this.id}-${this.slug}`;
  }
}

const VALUES: unknown[] = [
  '1', 42, 0, 'abc', 'a b', 'a/b', 'a.b', 'x%41y', '100%', 'é', '', 'v1', 'A12', 'new', 'a-b', 'admin/users', 'x?y#z',
  null, false, true, new CorpusRecord({ id: 5 }), new Slugged(7, 'hello world'), { id: 9, title: 't' }, { title: 'no id' },
  ['a', 'b/c'], [], new Date(0), 12.5,
];
const QUERIES: Record<string, unknown>[] = [
  {}, { page: 2 }, { q: 'a b&c', tags: ['x', 'y'] }, { filter: { b: 1, a: [1, 2] }, empty: [] }, { nil: null, undef: undefined, row: { id: 3 } },
];
const URL_OPTIONS: Record<string, unknown>[] = [
  {}, { anchor: 'top x/y?' }, { host: 'example.com' }, { host: 'example.com', port: 8080, protocol: 'https' }, { only_path: true },
  { trailing_slash: true }, { params: { a: 1 } }, { host: 'www.example.com', subdomain: 'api' }, { script_name: '/app/' },
  { host: 'h.org', user: 'u s', password: 'p' }, { user: 'alone' }, { host: 'h.org', protocol: 'https://', port: '' }, { host: 'h.org', protocol: false }, { host: 'h.org', protocol: 5 }, { format: 'json' },
];

/** Rows as database clients give them: ids of every type, Dates, nulls, nested relations, unsaved rows. */
const ROWS: Record<string, unknown>[] = [
  { id: 7, title: 't', password_digest: 'secret', created_at: new Date(0), deleted_at: null },
  { id: '7', post_id: 3, body: 'b' },
  { id: 7n, author: { id: 2, name: 'a' }, tags: [{ id: 1 }] },
  { id: '3f0c5a4e-2b1d-4c8e-9f7a-6d5e4c3b2a10', format: 'md' },
  { id: null, title: 'not saved' },
  { id: undefined, title: 'not saved' },
  { id: '', title: 'not saved' },
  { toParam: () => '7-slug', title: 't' },
  Object.assign(Object.create(null) as Record<string, unknown>, { id: 5, title: 'sqlite' }),
];

/** Argument lists for one route: positional, named, mixed, with records, rows, query params and URL options. */
function argumentForms(rnd: Random, route: Route): unknown[][] {
  const names = route.pattern.names;
  const values = () => names.map(() => pick(rnd, VALUES));
  const named = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, pick(rnd, VALUES)]));
  const extra = () => ({ ...pick(rnd, QUERIES), ...pick(rnd, URL_OPTIONS) });
  const forms: unknown[][] = [
    [],
    values(),
    values().slice(0, Math.max(0, names.length - 1)),
    [...values(), extra()],
    [{ ...named(names), ...extra() }],
    [named(names.slice(0, 1)), ...values().slice(1), extra()],
    [...values().slice(1), { ...named(names.slice(0, 1)), ...extra() }],
    [{ id: 11, title: 'row' }, extra()],
    [{ id: 11 }, { id: 12 }, pick(rnd, URL_OPTIONS)],
    // Database rows: records whatever keys they share with the route; asParams makes any object named params.
    [pick(rnd, ROWS), ...values().slice(1)],
    [pick(rnd, ROWS), ...values().slice(1), pick(rnd, QUERIES)],
    [pick(rnd, ROWS), pick(rnd, ROWS), pick(rnd, URL_OPTIONS)],
    [...values().slice(0, Math.max(0, names.length - 2)), pick(rnd, ROWS)],
    [{ ...named(names), secret: 'column' }],
    [asParams({ ...named(names), ...extra() })],
    [...values().slice(1), asParams({ ...named(names.slice(0, 1)), id: 4, secret: 'column' })],
    [...values(), pick(rnd, QUERIES), pick(rnd, URL_OPTIONS)],
    [...values(), 'extra', 'args', 'too many'],
  ];
  return forms;
}

/** Disagreements between the server's helpers and the module's on `calls` (helper name → argument lists). */
const tally = { urls: 0, errors: 0 };
function compare(set: RouteSet, module: Helpers, calls: Iterable<[string, unknown[]]>): string[] {
  const problems: string[] = [];
  const server = set.helpers as unknown as Helpers;
  for (const [helper, args] of calls) {
    const want = outcome(() => server[helper]!(...structuredArgs(args)));
    const exported = module[camelize(helper)];
    const got = exported ? outcome(() => exported(...structuredArgs(args))) : 'not exported';
    tally[want.startsWith('throws') ? 'errors' : 'urls']++;
    if (want !== got) problems.push(`${helper}(${describeArgs(args)})\n  server: ${want}\n  module: ${got}`);
  }
  return problems;
}

// Each side gets its own copy of the arguments (a helper must not depend on, or change, the caller's objects);
// a copy of an object marked by asParams is marked too (a spread drops the mark).
const structuredArgs = (args: unknown[]) =>
  args.map((a) => {
    if (!a || typeof a !== 'object' || Array.isArray(a) || ![Object.prototype, null].includes(Object.getPrototypeOf(a))) return a;
    const copy = Object.assign(Object.create(Object.getPrototypeOf(a) as object | null) as object, a);
    return Object.getOwnPropertySymbols(a).length ? asParams(copy) : copy;
  });
// The conformance runner's reading of a scenario: every Ruby Hash of the args is named params.
const asHash = (v: unknown) => (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype ? asParams(v) : v);
const describeArgs = (args: unknown[]) => args.map((a) => (a instanceof Slugged ? `Slugged(${a.toParam()})` : a instanceof CorpusRecord ? `Record(${JSON.stringify(a)})` : inspect(a))).join(', ');

function* madeUpCalls(rnd: Random, set: RouteSet): Generator<[string, unknown[]]> {
  for (const [name, route] of set.namedRoutes) {
    for (const args of argumentForms(rnd, route)) for (const kind of ['path', 'url']) yield [`${name}_${kind}`, args];
  }
}

describe('the generated browser module answers as the server helpers do', () => {
  it.runIf(CORPUS_PRESENT)(CORPUS_PRESENT ? 'on every generation of the conformance corpus, and on made-up calls on its tables' : CORPUS_SKIPPED, async () => {
    const problems: string[] = [];
    let generations = 0;
    let tables = 0;
    for (const scenario of scenarios()) {
      if (scenario.draw_error) continue;
      const set = drawScenario(scenario);
      if (set.namedRoutes.size === 0) continue;
      const module = await generated(set);
      tables++;
      const calls: [string, unknown[]][] = (scenario.generate ?? [])
        .filter((g) => !g.helper.startsWith('hash_for'))
        .map((g) => [g.helper, [...(g.args ?? []).map(value), ...(g.url_options ? [value(g.url_options)] : [])].map(asHash)]);
      generations += calls.length;
      for (const p of compare(set, module, [...calls, ...madeUpCalls(seeded(tables), set)])) problems.push(`${scenario.name}: ${p}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(tables).toBeGreaterThan(200);
    expect(generations).toBeGreaterThan(500);
  }, 120_000);

  it('on 100 seeded random route tables', async () => {
    const problems: string[] = [];
    let helpers = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const rnd = seeded(seed);
      let set: RouteSet;
      try {
        set = new RouteSet({ defaultUrlOptions: seed % 2 ? { host: 'default.test', protocol: 'https' } : {} }).draw(randomDraw(rnd));
      } catch {
        continue; // an invalid random declaration: not what this test is about
      }
      const module = await generated(set);
      helpers += set.namedRoutes.size;
      for (const p of compare(set, module, madeUpCalls(rnd, set))) problems.push(`seed ${seed}: ${p}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(helpers).toBeGreaterThan(700);
    // Both outcomes are exercised in bulk: URLs, and refusals (missing or invalid params, too many args, no host).
    expect(tally.urls).toBeGreaterThan(8_000);
    expect(tally.errors).toBeGreaterThan(2_000);
  }, 120_000);

  it('on routes of unusual shapes: a param named twice, static optional groups, params named like URL options', async () => {
    const set = new RouteSet({ defaultUrlOptions: { host: 'h.test' } }).draw((r) => {
      r.get('/a/:id/:id(/x)', { to: 'a#b', as: 'twice' });
      r.get('/b(/:id)(/:id)(/y)', { to: 'a#c', as: 'twice_optional' });
      r.get('/c/:host(/:port)', { to: 'a#d', as: 'host_named' });
      r.get('/d/*path(.:format)', { to: 'a#e', as: 'glob', constraints: { path: /[a-z/]+/ } });
      r.get('/e/:controller(/:action(/:id))', { as: 'controller' });
      r.get('/f(.:format)', { to: 'a#f', as: 'json', defaults: { format: 'json' } });
      r.get('/g/:id(/:page)', { to: 'a#g', as: 'paged', defaults: { page: 1 }, constraints: { id: /[\w/]+/ } });
      r.get('(/:locale)/i(/:a(/:b))', { to: 'a#i', as: 'nested' });
      r.get('/j/:user/:password', { to: 'a#j', as: 'credentials' });
    });
    const module = await generated(set);
    // Both occurrences of :id count as given, so the optional '/x' is written (as the server does).
    expect(module.twicePath!('')).toBe('/a///x');
    const problems: string[] = [];
    for (let seed = 1; seed <= 20; seed++) problems.push(...compare(set, module, madeUpCalls(seeded(seed), set)));
    expect(problems.slice(0, 5)).toEqual([]);
   }, 60_000);

  it('escapes a map-style glob given by name piece by piece, as the server does (Rails 2.3)', async () => {
    const set = new RouteSet({ defaultUrlOptions: { host: 'h.test' } }).drawMap((map) => {
      map.namedRoute('path', '/file/*path', { controller: 'content', action: 'show_file' });
      map.namedRoute('tail', '/t/:id/*rest', { controller: 'content', action: 'tail' });
    });
    const module = await generated(set);
    expect(module.pathPath!('a/b')).toBe('/file/a/b');
    expect(module.pathPath!({ path: ['a/b', 'c'] })).toBe('/file/a%2Fb/c');
    expect(module.tailPath!(1, { rest: 'x/y' })).toBe('/t/1/x%2Fy');
    const problems: string[] = [];
    for (let seed = 1; seed <= 20; seed++) problems.push(...compare(set, module, madeUpCalls(seeded(seed), set)));
    expect(problems.slice(0, 5)).toEqual([]);
   }, 60_000);

  it('reads rows as records and exports asParams, which marks objects as the package does', async () => {
    const set = new RouteSet().draw((r) => {
      r.resources('posts', () => r.resources('comments'));
      r.resources('issues', () => r.member(() => r.get('quoted')));
    });
    const module = (await generated(set)) as Helpers & { asParams: typeof asParams };
    const post = { id: 7, title: 'x', password_digest: 'secret' };
    const comment = { id: 3, body: 'b', post_id: 7 };
    expect(module.postPath!(post)).toBe('/posts/7');
    expect(module.postCommentPath!(post, comment)).toBe('/posts/7/comments/3');
    expect(module.editPostCommentPath!(post, comment)).toBe('/posts/7/comments/3/edit');
    expect(module.postPath!(7, { page: 2 })).toBe('/posts/7?page=2');
    expect(module.postPath!({ id: 7, format: 'json' })).toBe('/posts/7.json');
    expect(module.quotedIssuePath!(module.asParams({ id: 12, journal_id: 5 }))).toBe('/issues/12/quoted?journal_id=5');
    // Marked by the package, read by the module: one mark (a registered symbol).
    expect(module.quotedIssuePath!(asParams({ id: 12, journal_id: 5 }))).toBe('/issues/12/quoted?journal_id=5');
    expect(() => module.postPath!({ id: null, title: 'x' })).toThrow(expect.objectContaining({ name: 'UrlGenerationError', message: expect.stringMatching(/not saved/) }));
    expect(() => module.asParams([] as object)).toThrow(/asParams takes a plain object/);
    const marked = { id: 1, b: 2 };
    expect(module.asParams(marked)).toBe(marked);
    expect(Object.keys(marked)).toEqual(['id', 'b']);
  });

  it('writes paths and requirements holding comment ends and slashes as valid JavaScript', async () => {
    const set = new RouteSet().draw((r) => {
      r.get('files/*/edit', { to: 'files#edit', as: 'odd' });
      r.get('f/:id', { to: 'f#show', as: 'f', constraints: { id: /\d+\/x|[*]\// } });
    });
    const module = await generated(set);
    expect(module.oddPath!()).toBe('/files/*/edit');
    expect(module.fPath!('1/x')).toBe('/f/1/x');
    expect(() => module.fPath!('1')).toThrow(/:id "1" does not match/);
    expect(() => module.fPath!('2/x', { use_route: 'odd' })).toThrow(/use_route is not supported/);
    expect(module.fPath!('2/x', { use_route: 'f' })).toBe('/f/2/x');
  });
});
