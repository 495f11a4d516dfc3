import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // Stryker's sandboxes (npm run mutate) hold a copy of the tests: never run them from the project.
  test: { exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'reports/**'] },
});
