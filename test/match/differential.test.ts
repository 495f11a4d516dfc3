import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizePath, RouteSet, type RequestContext, type Route } from '../../src/index.js';
import type { Matcher, MatcherOptions } from '../../src/match/matcher.js';
import { createReferenceMatcher } from '../../src/match/reference.js';
import { createFastMatcher } from '../../src/match/engine/index.js';
import { configOf, CORPUS, drawScenario, scenarios } from '../conformance-corpus.js';
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
  });

  it('through RouteSet#recognize, 405 answers included', () => {
    const problems: string[] = [];
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
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe.runIf(existsSync(CORPUS))('the fast engine agrees with the reference engine on the conformance corpus', () => {
  it('for every scenario, on its own requests, mutated, and on paths made from its routes', () => {
    const problems: string[] = [];
    let tables = 0;
    for (const scenario of scenarios(CORPUS)) {
      if (scenario.draw_error) continue;
      const config = configOf(scenario);
      const set = drawScenario(scenario);
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
  });
});
