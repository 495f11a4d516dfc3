// Types of runner.mjs for the TypeScript tests that use it.

export interface Failure {
  kind: 'draw error' | 'route table' | 'recognition' | 'generation' | 'runner';
  /** A check run.mjs does not make (README.md, "What our runner adds"). */
  strict: boolean;
  detail: string;
}

export function checkScenario(lib: object, scenario: unknown): Failure[];
export function check(lib: object, scenario: unknown): Failure[];
export function norm(x: unknown): string;
