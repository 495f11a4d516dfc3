// Mutation testing (Stryker 9, vitest runner). Run through `npm run mutate [-- AREA]` (scripts/mutate.mjs),
// which sets STRYKER_AREA; areas are listed in scripts/mutation-areas.mjs. Not part of CI.
import { resolve } from 'node:path';
import { AREAS, reportFiles } from './scripts/mutation-areas.mjs';

const area = process.env.STRYKER_AREA ?? 'all';
if (area !== 'all' && !AREAS[area]) throw new Error(`STRYKER_AREA: unknown area "${area}" (known: ${Object.keys(AREAS).join(', ')})`);
const files = reportFiles(area);

// The sandbox lives in .stryker-tmp/, so tests that read ../shared (the conformance corpus) are told where it is.
process.env.RESOURCE_ROUTING_SHARED ??= resolve('../shared');
// Tells vitest.config.ts to leave out the type-checking tests (the sandbox's sources are instrumented).
process.env.RESOURCE_ROUTING_MUTATION_RUN = '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { related: true },
  coverageAnalysis: 'perTest',
  mutate: area === 'all' ? Object.values(AREAS).flat() : AREAS[area],
  // The machine is shared: one test runner unless told otherwise (`--concurrency 2`).
  concurrency: 1,
  // Most test files draw their route sets at load time, so most DSL mutants are "static" as well as covered by
  // tests; run with every test after a full reload each, an area takes hours. With ignoreStatic, such hybrid
  // mutants run only against the tests covering them (a mutant only load-time code would notice then survives:
  // the score errs low), and purely static ones (module constants) are reported as Ignored, not scored.
  // `npm run mutate -- AREA --ignoreStatic false` scores those too (slow).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: files.incremental,
  reporters: ['json', 'progress-append-only'],
  jsonReporter: { fileName: files.json },
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ['dist', 'coverage', 'examples/blog/data', 'bench/results'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
