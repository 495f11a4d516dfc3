import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RouteSet } from '../src/index.js';

/**
 * The conformance corpus (../shared/conformance/scenarios: route tables, requests and helper calls taken from
 * Rails' own tests), read the way its runner reads it. Absent outside the shared workspace: tests using it
 * are skipped then (`CORPUS_PRESENT`).
 */
// RESOURCE_ROUTING_SHARED names the shared folder when the tests run elsewhere (Stryker runs them from a sandbox).
const SHARED = process.env.RESOURCE_ROUTING_SHARED ?? fileURLToPath(new URL('../../shared', import.meta.url));
export const CORPUS = join(SHARED, 'conformance/scenarios');
export const CORPUS_PRESENT = existsSync(CORPUS);
/** The name a corpus test takes when it is skipped, so the run says so. */
export const CORPUS_SKIPPED = `SKIPPED: no conformance corpus at ${CORPUS} (set RESOURCE_ROUTING_SHARED to the shared folder)`;
if (!CORPUS_PRESENT) console.warn(`conformance corpus tests: ${CORPUS_SKIPPED}`);

export interface Call {
  call: string;
  args?: unknown[];
  options?: Record<string, unknown>;
  block?: Call[];
}
export interface Generation {
  helper: string;
  args?: unknown[];
  url_options?: Record<string, unknown>;
  expect?: string;
}
export interface Scenario {
  name: string;
  style: 'block' | 'map';
  config?: Record<string, unknown>;
  draw: Call[];
  draw_error?: unknown;
  recognize?: { verb: string; path: string }[];
  generate?: Generation[];
}

/** A record argument of a generation (`{ "record": { "id": 5 } }`): a model instance, not a plain object. */
export class CorpusRecord {
  constructor(attributes: Record<string, unknown>) {
    Object.assign(this, attributes);
  }
}

// As the corpus runner translates them: Ruby's snake_case names, `{ regexp }` values, record arguments.
const CAMEL = new Set(['path_names', 'has_many', 'has_one', 'name_prefix', 'path_prefix', 'shallow_path', 'shallow_prefix', 'resources_path_names', 'named_route', 'with_options']);
const camel = (k: string) => (CAMEL.has(k) ? k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : k);
export const camelKeys = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));

export function value(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(value);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.regexp === 'string' && Object.keys(o).length === 1) return new RegExp(o.regexp);
    if (o.record && Object.keys(o).length === 1) return new CorpusRecord(o.record as Record<string, unknown>);
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

/** Every scenario under `dir`, recursively. */
export function scenarios(dir: string = CORPUS): Scenario[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return scenarios(full);
      return name.endsWith('.json') ? [JSON.parse(readFileSync(full, 'utf8')) as Scenario] : [];
    });
}

/** The scenario's config as RouteSet options. */
export const scenarioConfig = (scenario: Scenario) =>
  scenario.config ? (camelKeys(value(scenario.config) as Record<string, unknown>) as { controllers?: string[] }) : undefined;

/** The scenario's route set, drawn in its style (not for scenarios with a `draw_error`). */
export function drawScenario(scenario: Scenario): RouteSet {
  const set = new RouteSet(scenarioConfig(scenario));
  const draw = scenario.style === 'map' ? set.drawMap.bind(set) : set.draw.bind(set);
  draw((m: unknown) => play(scenario.draw, m as Record<string, unknown>));
  return set;
}
