// Types of replay.mjs for the TypeScript tests that use it (test/dsl/block/probes.test.ts).

export interface ScenarioCall {
  call: string;
  args?: unknown[];
  options?: Record<string, unknown>;
  block?: ScenarioCall[];
}

export interface RouteRow {
  verb: string;
  path: string;
  controller: string | null;
  action: string | null;
  name: string | null;
  requirements?: Record<string, unknown>;
  defaults?: Record<string, unknown>;
}

export interface Recognition {
  verb: string;
  path: string;
  expect?: Record<string, string>;
  error?: string;
  message?: string;
}

export interface Generation {
  helper: string;
  args?: unknown[];
  url_options?: Record<string, unknown>;
  expect?: string;
  error?: string;
  message?: string;
}

export interface Scenario {
  name: string;
  style?: string;
  config?: Record<string, unknown>;
  draw: ScenarioCall[];
  routes?: RouteRow[];
  recognize?: Recognition[];
  generate?: Generation[];
  draw_error?: { error: string; message?: string };
}

export interface Observed {
  routes?: RouteRow[];
  recognize?: Recognition[];
  generate?: Generation[];
  draw_error?: { error: string; message: string };
}

export class Record {
  constructor(attrs: Record<string, unknown>);
}
export function value(v: unknown): unknown;
export function play(calls: ScenarioCall[], target: unknown): void;
export function build(lib: unknown, scenario: Scenario): unknown;
export function routeRow(route: unknown): RouteRow;
export function observe(lib: unknown, scenario: Scenario): Observed;
