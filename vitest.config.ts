import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Under Stryker (stryker.config.mjs sets this), the sources are instrumented copies without their types, so
// the tests that type-check the library's declarations cannot pass there; mutants never change types anyway.
// The contract suite's Bun, Deno and workerd runs bundle the sources into other processes, out of Stryker's sight.
const typeTests = process.env.RESOURCE_ROUTING_MUTATION_RUN ? ['test/types/**', 'test/contract/{bun,deno,workerd}.test.ts'] : [];
// `npm run mutate -- AREA --tests test/match,test/core` runs a mutation run against the test files of these folders
// (or these `.ts` files) only: a mutant they miss may be caught by another test, so the score can only err low.
const mutationTests = process.env.RESOURCE_ROUTING_MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  // Stryker's sandboxes (npm run mutate) hold a copy of the tests: never run them from the project.
  test: {
    ...(mutationTests?.length ? { include: mutationTests.map((glob) => (glob.endsWith('.ts') ? glob : `${glob.replace(/\/?$/, '/')}**/*.test.ts`)) } : {}),
    exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'reports/**', ...typeTests],
    // A worker a core (Vitest's default leaves one for itself): many files mostly wait on servers and runtimes
    // (the contract suite's deadlines, Bun, Deno, workerd), so on a 2-core machine one worker left the other core
    // idle (npm test 392 s → 240 s). Stryker runs its own workers: its runs keep Vitest's default.
    ...(process.env.RESOURCE_ROUTING_MUTATION_RUN ? {} : { maxWorkers: availableParallelism() }),
  },
});
