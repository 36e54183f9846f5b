import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one on CI's 2 cores, where a worker often waits on a
// platform process, a child binary or the database. Two there: the whole suite took 842 s instead of 1,112 s
// on one 2-core machine. The PostgreSQL run (DATABASE_URL) too: its workers mostly wait on the server. (It kept one
// for a while: with two, the chaos test's cut connections sometimes answered a transfer 500, a TypeError in a batched
// lookup. postgres.js left a failed query's row count to the next query, whose rows came after holes; patched,
// `db/rows-after-failed-query.postgres.test.ts`.) Its database drops wait for the run's end either way.
const testWorkers = Math.max(2, availableParallelism() - 1);

const onPostgres = Boolean(process.env.DATABASE_URL);
/**
 * The events feed hands out what transactions below the oldest one still running on the whole server wrote
 * (`services/webhooks/division-events.ts`): on PostgreSQL another worker's transactions hold it back, so these files
 * run after the others, one at a time, with nothing else of the run on the server.
 */
const quietServerFiles = ['src/services/webhooks/division-events*.test.ts'];

/**
 * The deterministic simulations (issue 36) are worth their seeds, not their server: their faults strike above the
 * driver, at the database interface, so `npm test` runs them on PGlite and the PostgreSQL run leaves them out (it has
 * the history check, whose faults cut real connections to the server).
 */
const simulationFiles = ['src/testing/simulation/**/*.test.ts'];

// `*.postgres.test.ts` need a PostgreSQL server: they run in `npm run test:postgres` (DATABASE_URL set).
// `*.pglite.test.ts` run on a PGlite data folder whatever DATABASE_URL says (`npm start`'s process, the folder's
// lock): that run leaves them out rather than repeat them.
const platformTest = {
  root: 'packages/platform',
  // A hook that opens a fresh database runs every migration: seconds on a busy machine.
  hookTimeout: 60_000,
  // Tests that take 1–2 s quiet took 5–6 s at a load of 10 (the role matrix, a payout run, a bank import):
  // a machine three times slower than this one fails them at Vitest's default of 5 s. A passing test is no
  // slower for it.
  testTimeout: 30_000,
  // Files share a worker's modules (the platform, drizzle, PGlite's wasm): evaluated once per worker, not per
  // file. Safe while no module keeps a test's state: the platform's per-app state is in WeakMaps keyed by
  // the app or database, and no platform test mocks a module, stubs globals or env, or fakes timers.
  isolate: false,
  // On PostgreSQL: names the run, whose test databases it drops at its end, passed or failed.
  globalSetup: ['./src/testing/postgres-test-run.ts'],
};
const platformProjects = [
  {
    test: {
      ...platformTest,
      name: 'platform',
      include: ['src/**/*.test.ts'],
      exclude: onPostgres
        ? ['src/**/*.pglite.test.ts', ...quietServerFiles, ...simulationFiles]
        : ['src/**/*.postgres.test.ts'],
    },
  },
  ...(onPostgres
    ? [
        {
          test: {
            ...platformTest,
            name: 'platform-quiet',
            include: quietServerFiles,
            maxWorkers: 1,
            sequence: { groupOrder: 1 },
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    maxWorkers: testWorkers,
    projects: [
      { test: { name: 'locales', root: 'locales', include: ['src/**/*.test.ts'] } },
      // core and the cli's own tests keep no state in modules and mock nothing: files share a worker's modules.
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], isolate: false } },
      ...platformProjects,
      {
        // Some build the whole command tree (every group, option and help text): seconds on a busy machine.
        test: {
          name: 'cli',
          root: 'packages/cli',
          include: ['src/**/*.test.{ts,tsx}'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        // The binary runs the built JavaScript: the build comes first (packages/cli/scripts/build.mjs).
        // Each test runs the binary, a process of its own, once or more: 5–6 s each at a load of 10.
        test: {
          name: 'cli-e2e',
          root: 'tests/cli',
          include: ['**/*.test.ts'],
          globalSetup: ['./build-cli.ts'],
          testTimeout: 30_000,
          // The files share a worker's modules (the platform, drizzle, PGlite's wasm), as the platform's own tests do.
          isolate: false,
        },
      },
      // The web's component tests share a worker's modules; the few that need their own run in `web-isolated`.
      // A project of its own file takes no workers from here: given the same count, its files run beside the others'
      // (Vitest refuses projects sharing modules with different counts in one group).
      {
        extends: './packages/web/vite.config.ts',
        test: { name: 'web', root: 'packages/web', maxWorkers: testWorkers },
      },
      'packages/web/vitest.isolated.config.ts',
    ],
  },
});
