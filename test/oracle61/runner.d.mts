// Types of runner.mjs for the TypeScript tests that use it.

export interface Failure {
  kind: 'draw error' | 'route table' | 'recognition' | 'generation' | 'runner';
  /** A check run.mjs does not make (README.md, "What our runner adds"). */
  strict: boolean;
  detail: string;
  /** What kind of difference it is, without the scenario's names and values (for grouping). */
  facet?: string;
}

export function checkScenario(lib: object, scenario: unknown): Failure[];
export function check(lib: object, scenario: unknown): Failure[];
export function norm(x: unknown): string;
/** The failures of a drawn route set against a scenario's routes, recognize, generate and generate_errors. */
export function checkRouteSet(lib: object, routes: unknown, scenario: unknown): Failure[];
