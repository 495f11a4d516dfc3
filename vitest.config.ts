import { configDefaults, defineConfig } from 'vitest/config';

// Under Stryker (stryker.config.mjs sets this), the sources are instrumented copies without their types, so
// the tests that type-check the library's declarations cannot pass there; mutants never change types anyway.
const typeTests = process.env.RESOURCE_ROUTING_MUTATION_RUN ? ['test/types/**'] : [];

export default defineConfig({
  // Stryker's sandboxes (npm run mutate) hold a copy of the tests: never run them from the project.
  test: { exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'reports/**', ...typeTests] },
});
