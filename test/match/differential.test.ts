import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalizePath, RouteSet, type RequestContext, type Route } from '../../src/index.js';
import type { Matcher, MatcherOptions } from '../../src/match/matcher.js';
import { createReferenceMatcher } from '../../src/match/reference.js';
import { createFastMatcher } from '../../src/match/engine/index.js';
import { guardLog, pick, randomDraw, randomPath, REQUESTS, seeded, VERBS, type Random } from './random-routes.js';

/**
 * The fast engine must give the reference engine's answer for every request: the same route, the same
 * params, the same error (class and message), the same `routesFor` list, and the same guard calls in the
 * same order. Route tables come from a seeded generator and from the conformance corpus.
 */

/** The route set's accept hook for a `controllers` list (see `RouteSet#buildMatcher`). */
function acceptFor(controllers: readonly string[] | undefined): MatcherOptions {
  if (!controllers) return {};
  const known = new Set(controllers.map((c) => c.toLowerCase()));
  return { accept: (route, params) => params.controller === undefined || route.requirements.controller !== undefined || known.has(params.controller.toLowerCase()) };
}

function outcome(routes: readonly Route[], run: () => unknown): string {
  guardLog.length = 0;
  let answer: unknown;
  try {
    const found = run();
    if (Array.isArray(found)) answer = found.map((r) => routes.indexOf(r as Route));
    else if (found) answer = { route: routes.indexOf((found as { route: Route }).route), params: (found as { params: unknown }).params };
    else answer = null;
  } catch (e) {
    answer = `${(e as Error).name}: ${(e as Error).message}`;
  }
  return JSON.stringify({ answer, guards: guardLog });
}

/** Compares the engines on one request; returns a description of the disagreement, if any. */
function disagreement(routes: readonly Route[], engines: [Matcher, Matcher], verb: string, path: string, request: RequestContext | undefined): string | null {
  const [reference, fast] = engines;
  const ask = [
    (m: Matcher) => () => m.match(verb, path, request),
    (m: Matcher) => () => m.routesFor(path, request),
  ];
  for (const question of ask) {
    const want = outcome(routes, question(reference));
    const got = outcome(routes, question(fast));
    if (want !== got) return `${verb} ${JSON.stringify(path)} ${JSON.stringify(request)}\n  reference: ${want}\n  fast:      ${got}`;
  }
  return null;
}

function compareOn(routes: readonly Route[], options: MatcherOptions, requests: Iterable<[string, string, RequestContext | undefined]>): string[] {
  const engines: [Matcher, Matcher] = [createReferenceMatcher(routes, options), createFastMatcher(routes, options)];
  const problems: string[] = [];
  for (const [verb, raw, request] of requests) {
    for (const path of new Set([normalizePath(raw), raw])) {
      const problem = disagreement(routes, engines, verb, path, request);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

function* randomRequests(rnd: Random, routes: readonly Route[], count: number): Generator<[string, string, RequestContext | undefined]> {
  for (let i = 0; i < count; i++) yield [pick(rnd, VERBS), randomPath(rnd, routes), pick(rnd, REQUESTS)];
}

describe('the fast engine agrees with the reference engine', () => {
  it('on 200 random route sets, 300 requests each', () => {
    const problems: string[] = [];
    let routesSeen = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const rnd = seeded(seed);
      let set: RouteSet;
      try {
        set = new RouteSet().draw(randomDraw(rnd));
      } catch {
        continue; // an invalid random declaration: not what this test is about
      }
      routesSeen += set.routes.length;
      const controllers = seed % 3 === 0 ? ['posts', 'photos', 'admin/users', 'pages'] : undefined;
      for (const p of compareOn(set.routes, acceptFor(controllers), randomRequests(rnd, set.routes, 300))) problems.push(`seed ${seed}: ${p}`);
    }
    expect(routesSeen).toBeGreaterThan(2000);
    expect(problems.slice(0, 5)).toEqual([]);
  }, 60_000); // about a second alone; many more on a busy machine or under Stryker

  it('through RouteSet#recognize, 405 answers included', () => {
    const problems: string[] = [];
    let methodNotAllowed = 0;
    let recognized = 0;
    for (let seed = 1000; seed < 1060; seed++) {
      const rnd = seeded(seed);
      const draw = randomDraw(rnd);
      let sets: [RouteSet, RouteSet];
      try {
        sets = [new RouteSet({ matcher: createReferenceMatcher }).draw(draw), new RouteSet({ matcher: createFastMatcher }).draw(draw)];
      } catch {
        continue;
      }
      for (const [verb, path, request] of randomRequests(rnd, sets[0].routes, 200)) {
        const [want, got] = sets.map((set) => {
          try {
            return JSON.stringify(set.recognize(verb, path, request));
          } catch (e) {
            return `${(e as Error).name}: ${(e as Error).message} ${JSON.stringify((e as { allowed?: unknown }).allowed)}`;
          }
        });
        if (want !== got) problems.push(`seed ${seed}: ${verb} ${path}\n  reference: ${want}\n  fast:      ${got}`);
        if (want!.startsWith('MethodNotAllowed: ')) methodNotAllowed++;
        else if (want!.startsWith('{')) recognized++;
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // The random requests do reach both kinds of answer, so the comparison covers 405s and their Allow lists.
    expect(methodNotAllowed).toBeGreaterThan(50);
    expect(recognized).toBeGreaterThan(500);
  }, 60_000);
});

// The conformance corpus: hundreds of route tables taken from Rails' own tests, in ../shared (or where
// RESOURCE_ROUTING_SHARED says: Stryker runs the tests from a sandbox). Without it the test says it is skipped.
const SHARED = process.env.RESOURCE_ROUTING_SHARED ?? fileURLToPath(new URL('../../../shared', import.meta.url));
const CORPUS = join(SHARED, 'conformance/scenarios');
const HAVE_CORPUS = existsSync(CORPUS);
const SKIPPED = `SKIPPED: no conformance corpus at ${CORPUS} (set RESOURCE_ROUTING_SHARED to the shared folder)`;
if (!HAVE_CORPUS) console.warn(`test/match/differential.test.ts: ${SKIPPED}`);

interface Call {
  call: string;
  args?: unknown[];
  options?: Record<string, unknown>;
  block?: Call[];
}
interface Scenario {
  name: string;
  style: 'block' | 'map';
  config?: Record<string, unknown>;
  draw: Call[];
  draw_error?: unknown;
  recognize?: { verb: string; path: string }[];
}

// As the corpus runner translates them: Ruby's snake_case names, `{ regexp }` values, record arguments.
const CAMEL = new Set(['path_names', 'has_many', 'has_one', 'name_prefix', 'path_prefix', 'shallow_path', 'shallow_prefix', 'resources_path_names', 'named_route', 'with_options']);
const camel = (k: string) => (CAMEL.has(k) ? k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : k);
const camelKeys = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));
function value(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(value);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.regexp === 'string' && Object.keys(o).length === 1) return new RegExp(o.regexp);
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, value(x)]));
  }
  return v;
}
function play(calls: Call[], target: Record<string, unknown>): void {
  for (const c of calls) {
    const fn = target[camel(c.call)] as (...args: unknown[]) => unknown;
    const args: unknown[] = [...(c.args ?? [])];
    if (c.options) args.push(camelKeys(value(c.options) as Record<string, unknown>));
    if (c.block) args.push((inner: Record<string, unknown> | undefined) => play(c.block!, inner ?? target));
    fn.apply(target, args);
  }
}

function scenarios(dir: string): Scenario[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return scenarios(full);
    return name.endsWith('.json') ? [JSON.parse(readFileSync(full, 'utf8')) as Scenario] : [];
  });
}

describe('the fast engine agrees with the reference engine on the conformance corpus', () => {
  it.skipIf(!HAVE_CORPUS)(HAVE_CORPUS ? 'for every scenario, on its own requests, mutated, and on paths made from its routes' : SKIPPED, () => {
    const problems: string[] = [];
    let tables = 0;
    for (const scenario of scenarios(CORPUS)) {
      if (scenario.draw_error) continue;
      const config = scenario.config ? (camelKeys(value(scenario.config) as Record<string, unknown>) as { controllers?: string[] }) : undefined;
      const set = new RouteSet(config);
      const draw = scenario.style === 'map' ? set.drawMap.bind(set) : set.draw.bind(set);
      draw((m: unknown) => play(scenario.draw, m as Record<string, unknown>));
      tables++;
      const rnd = seeded(tables);
      const requests: [string, string, RequestContext | undefined][] = [];
      for (const { verb, path } of scenario.recognize ?? []) {
        for (const tail of ['', '/', '.json', '.', '/x', '%zz']) for (const v of [verb, 'GET', 'POST', 'DELETE']) requests.push([v, path + tail, undefined]);
      }
      requests.push(...randomRequests(rnd, set.routes, 100));
      for (const p of compareOn(set.routes, acceptFor(config?.controllers), requests)) problems.push(`${scenario.name}: ${p}`);
    }
    expect(tables).toBeGreaterThan(300);
    expect(problems.slice(0, 5)).toEqual([]);
  }, 60_000);
});
