import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** Names the test run to its workers: set by the setup below, read by `fresh-postgres-database.ts`. */
const runVariable = 'OPS_TEST_RUN';

/** The run's id when a Vitest run on PostgreSQL (this setup) drops the test databases at its end. */
export function testRun(): string | undefined {
  return process.env[runVariable] || undefined;
}

/** The start of a test database's name: `ops_test_<run>_` in a run, so its teardown finds every one it made. */
export function testDatabasePrefix(run: string | undefined): string {
  return run ? `ops_test_${run}_` : 'ops_test_';
}

/**
 * The platform projects' global setup on PostgreSQL (DATABASE_URL): names the run (once, whichever project starts
 * first), and at its end, passed or failed, drops every database the run made, side by side.
 */
export default function setup(): (() => Promise<void>) | undefined {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || testRun()) return undefined;
  const run = randomBytes(4).toString('hex');
  process.env[runVariable] = run;
  return () => dropDatabasesOf(serverUrl, run);
}

/** Drops at once share the checkpoint each waits for: 24 took 1.5 s together, 16 s eight at a time. */
async function dropDatabasesOf(serverUrl: string, run: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 24, onnotice: () => {} });
  try {
    const pattern = `${testDatabasePrefix(run).replaceAll('_', '\\_')}%`;
    const made = await sql<{ datname: string }[]>`select datname from pg_database where datname like ${pattern}`;
    const started = performance.now();
    await Promise.all(made.map(({ datname }) => sql.unsafe(`drop database if exists "${datname}" with (force)`)));
    // Each drop waits for a checkpoint: part of the stage's time that no test shows.
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`test-postgres: the run's test databases dropped: ${made.length} in ${seconds} s`);
  } finally {
    await sql.end();
  }
}
