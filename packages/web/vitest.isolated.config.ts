import { configDefaults, defineConfig } from 'vitest/config';
import web, { isolatedTests } from './vite.config.ts';

/**
 * The web's component tests that need a fresh set of modules per file (`*.isolated.test.tsx`, see vite.config.ts):
 * the same plugins, environment and setup as the `web` project, each file in a worker of its own.
 */
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: [isolatedTests],
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
