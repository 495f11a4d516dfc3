// Types of scenarios.mjs for the TypeScript tests that use it.

export interface Scenario61 {
  name: string;
  style: 'block';
  source: string;
  config: { rails: string } & Record<string, unknown>;
  draw: unknown[];
  routes?: { verb: string; path: string; controller: string | null; action: string | null; name: string | null }[];
  recognize?: { verb: string; path: string; expect?: Record<string, string | null>; error?: string }[];
  generate?: { helper: string; args: unknown[]; url_options?: Record<string, unknown>; expect: string }[];
  generate_errors?: { helper: string; args: unknown[]; error: string; message: string }[];
  draw_error?: { error: string; message: string };
  notes?: string;
}

export interface ScenarioFile {
  /** The base name, unique across the sets. */
  file: string;
  /** The folder of test/oracle61/scenarios it belongs to. */
  set: string;
  scenario: Scenario61;
}

export const HERE: string;
export const SCENARIOS: string;
export const PASSING: string;
export function loadScenarios(dir?: string): ScenarioFile[];
export function readPassing(): Set<string>;
export function writePassing(files: Iterable<string>): void;
