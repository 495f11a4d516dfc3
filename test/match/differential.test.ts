import { describe, expect, it } from 'vitest';
import { normalizePath, RouteSet, type RequestContext, type Route } from '../../src/index.js';
import type { Matcher, MatcherOptions } from '../../src/match/matcher.js';
import { createReferenceMatcher } from '../../src/match/reference.js';
import { createFastMatcher } from '../../src/match/engine/index.js';
import { createSegmentMatcher } from '../../src/match/segments/index.js';
import { disableCodegenForTesting } from '../../src/match/segments/templates.js';
import { CORPUS_PRESENT, CORPUS_SKIPPED, drawScenario, scenarioConfig, scenarios } from '../conformance-corpus.js';
import { guardLog, pick, randomDraw, randomPath, REQUESTS, seeded, VERBS, type Random } from './random-routes.js';

/**
 * The fast engine and the segment engine (the default) must give the reference engine's answer for every request: the same route, the same
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
function disagreement(routes: readonly Route[], engines: Matcher[], verb: string, path: string, request: RequestContext | undefined): string | null {
  const [reference, ...others] = engines;
  const ask = [
    (m: Matcher) => () => m.match(verb, path, request),
    (m: Matcher) => () => m.routesFor(path, request),
  ];
  for (const [n, other] of others.entries()) {
    for (const question of ask) {
      const want = outcome(routes, question(reference!));
      const got = outcome(routes, question(other));
      if (want !== got) return `${verb} ${JSON.stringify(path)} ${JSON.stringify(request)}\n  reference: ${want}\n  engine ${n + 1}:  ${got}`;
    }
    // `find` (the route set's fast path) takes the raw verb and path; where it answers, it answers as `match` on the normal path.
    let found: unknown;
    try {
      found = other.find?.(verb.toLowerCase(), path, request);
    } catch (e) {
      found = e;
    }
    if (found === undefined) continue;
    const want = outcome(routes, () => reference!.match(verb.toUpperCase(), normalizePath(path), request));
    const got = outcome(routes, () => {
      if (found instanceof Error) throw found;
      return found;
    });
    if (want !== got) return `find ${verb} ${JSON.stringify(path)} ${JSON.stringify(request)}\n  reference: ${want}\n  engine ${n + 1}:  ${got}`;
  }
  return null;
}

function compareOn(routes: readonly Route[], options: MatcherOptions, requests: Iterable<[string, string, RequestContext | undefined]>): string[] {
  const engines = [createReferenceMatcher, createFastMatcher, createSegmentMatcher].map((factory) => factory(routes, options));
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

// Mutation runs (stryker.config.mjs sets the variable) take fewer random sets, so a mutant that survives costs
// seconds, not tens of seconds: their score can only err low.
const RANDOM_SETS = process.env.RESOURCE_ROUTING_MUTATION_RUN ? 60 : 200;

describe('the fast and segment engines agree with the reference engine', () => {
  it(`on ${RANDOM_SETS} random route sets, 300 requests each`, () => {
    const problems: string[] = [];
    let routesSeen = 0;
    // Stops at the fifth problem: they are all reported, and a broken engine (a mutant) fails in a moment.
    for (let seed = 1; seed <= RANDOM_SETS && problems.length < 5; seed++) {
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
    expect(problems.slice(0, 5)).toEqual([]);
    expect(routesSeen).toBeGreaterThan(RANDOM_SETS * 10);
  }, 60_000);

  const throughRouteSet = () => {
    const problems: string[] = [];
    const answers = { methodNotAllowed: 0, recognized: 0 };
    for (let seed = 1000; seed < 1060 && problems.length < 5; seed++) {
      const rnd = seeded(seed);
      const draw = randomDraw(rnd);
      let sets: RouteSet[];
      try {
        sets = [createReferenceMatcher, createFastMatcher, createSegmentMatcher].map((matcher) => new RouteSet({ matcher }).draw(draw));
      } catch {
        continue;
      }
      for (const [verb, path, request] of randomRequests(rnd, sets[0]!.routes, 200)) {
        const [want, ...got] = sets.flatMap((set) => {
          const found = set.find(verb, path, request);
          let recognized: string;
          try {
            recognized = JSON.stringify(set.recognize(verb, path, request));
          } catch (e) {
            recognized = `${(e as Error).name}: ${(e as Error).message} ${JSON.stringify((e as { allowed?: unknown }).allowed)}`;
          }
          return `${recognized} / find: ${found ? `${set.routes.indexOf(found.route)} ${JSON.stringify(found.params)}` : null}`;
        });
        for (const answer of got) if (want !== answer) problems.push(`seed ${seed}: ${verb} ${path}\n  reference: ${want}\n  engine:    ${answer}`);
        if (want!.startsWith('MethodNotAllowed: ')) answers.methodNotAllowed++;
        else if (want!.startsWith('{')) answers.recognized++;
      }
    }
    return { problems, answers };
  };

  it('through RouteSet#recognize and #find, 405 answers included', () => {
    const { problems, answers } = throughRouteSet();
    expect(problems.slice(0, 5)).toEqual([]);
    // The random requests do reach both kinds of answer, so the comparison covers 405s and their Allow lists.
    expect(answers.methodNotAllowed).toBeGreaterThan(50);
    expect(answers.recognized).toBeGreaterThan(500);
  }, 60_000);

  it('through RouteSet#recognize and #find where code generation is disallowed', () => {
    disableCodegenForTesting(true);
    try {
      expect(throughRouteSet().problems.slice(0, 5)).toEqual([]);
    } finally {
      disableCodegenForTesting(null);
    }
  }, 60_000);
});

// The conformance corpus: hundreds of route tables taken from Rails' own tests, when ../shared is present.
describe('the fast and segment engines agree with the reference engine on the conformance corpus', () => {
  it.skipIf(!CORPUS_PRESENT)(CORPUS_PRESENT ? 'for every scenario, on its own requests, mutated, and on paths made from its routes' : CORPUS_SKIPPED, () => {
    const problems: string[] = [];
    let tables = 0;
    for (const scenario of scenarios()) {
      if (problems.length >= 5) break;
      if (scenario.draw_error) continue;
      const config = scenarioConfig(scenario);
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
    expect(problems.slice(0, 5)).toEqual([]);
    expect(tables).toBeGreaterThan(300);
  }, 60_000);
});
