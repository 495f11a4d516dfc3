import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RouteSet } from '../src/index.js';

/**
 * The conformance corpus (hundreds of route tables and calls taken from Rails' own tests) read and drawn the
 * way `../shared/conformance/run.mjs` does, for the differential tests. Present only beside `../shared`.
 */
export const CORPUS = fileURLToPath(new URL('../../shared/conformance/scenarios', import.meta.url));

export interface Call {
  call: string;
  args?: unknown[];
  options?: Record<string, unknown>;
  block?: Call[];
}
export interface Scenario {
  name: string;
  style: 'block' | 'map';
  config?: Record<string, unknown>;
  draw: Call[];
  draw_error?: unknown;
  recognize?: { verb: string; path: string }[];
  generate?: { helper: string; args?: unknown[]; url_options?: Record<string, unknown>; expect: string }[];
}

/** A record argument (`{ record: { id: 1 } }` in a scenario), as the runner makes it. */
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

export function scenarios(dir: string = CORPUS): Scenario[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return scenarios(full);
    return name.endsWith('.json') ? [JSON.parse(readFileSync(full, 'utf8')) as Scenario] : [];
  });
}

/** The scenario's config (its `controllers` list) with the API's option names. */
export const configOf = (scenario: Scenario) =>
  scenario.config ? (camelKeys(value(scenario.config) as Record<string, unknown>) as { controllers?: string[] }) : undefined;

/** The scenario's routes drawn into a new set (for scenarios without a `draw_error`). */
export function drawScenario(scenario: Scenario): RouteSet {
  const set = new RouteSet(configOf(scenario));
  const draw = scenario.style === 'map' ? set.drawMap.bind(set) : set.draw.bind(set);
  draw((m: unknown) => play(scenario.draw, m as Record<string, unknown>));
  return set;
}
