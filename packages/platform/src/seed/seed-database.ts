import { notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  accountHolders,
  divisions,
  documents,
  externalAccounts,
  kycHistoryEntries,
  kycTasks,
  merchants,
  seedRuns,
  storedFiles,
  ubos,
  virtualAccounts,
} from '../db/schema/index.ts';
import { seedPlan } from './seed-plan.ts';
import type { DemoDataSize } from './seed-size.ts';
import { seedSteps } from './steps/index.ts';
import type { SeedProgress } from './steps/seed-step.ts';

export interface SeedCounts {
  merchants: number;
  divisions: number;
  sellers: number;
}

/** What a start did about demo data. */
export type SeedOutcome =
  | { kind: 'seeded'; size: DemoDataSize; counts: SeedCounts; steps: string[]; durationMs: number }
  /** Every step had run before, for `size` (which may differ from the size asked for now). */
  | { kind: 'already-seeded'; size: DemoDataSize; counts: SeedCounts }
  /** The database holds merchants the demo data did not create: demo data goes into empty databases only. */
  | { kind: 'not-empty' };

export interface SeedOptions {
  /** Called as a step moves on, with the step's name. */
  onProgress?: (step: string, done: number, total: number) => void;
}

/**
 * Brings the demo data of `size` into the database: the steps that have not run to their end run, in order.
 * Restarting never duplicates data: finished steps are skipped, and a step's rows have fixed codes. A database
 * seeded before keeps its size; one holding other merchants gets no demo data.
 */
export async function seedDatabase(
  database: Database,
  size: DemoDataSize,
  options: SeedOptions = {},
): Promise<SeedOutcome> {
  const runs = await database.db.select().from(seedRuns);
  const seededSize = runs[0]?.size ?? size;
  const plan = seedPlan(seededSize);
  const counts: SeedCounts = {
    merchants: plan.merchants.length,
    divisions: plan.divisions.length,
    sellers: plan.sellerTotal,
  };
  const finished = new Set(runs.map((run) => run.step));
  const pending = seedSteps.filter((step) => !finished.has(step.name));
  if (pending.length === 0) return { kind: 'already-seeded', size: seededSize, counts };
  if (runs.length === 0) {
    const seededCodes = plan.merchants.map((merchant) => merchant.code);
    const [other] = await database.db
      .select({ code: merchants.code })
      .from(merchants)
      .where(notInArray(merchants.code, seededCodes))
      .limit(1);
    if (other) return { kind: 'not-empty' };
  }
  const started = performance.now();
  for (const step of pending) {
    const progress: SeedProgress = (done, total) => options.onProgress?.(step.name, done, total);
    await step.run(database, plan, progress);
    await database.transaction((tx) =>
      tx.insert(seedRuns).values({ step: step.name, size: seededSize }).onConflictDoNothing(),
    );
  }
  await analyzeSeededTables(database);
  return {
    kind: 'seeded',
    size: seededSize,
    counts,
    steps: pending.map((step) => step.name),
    durationMs: performance.now() - started,
  };
}

/**
 * PGlite has no autovacuum: without fresh statistics the planner guesses a division holds a few sellers, and
 * without a visibility map counts cannot be answered from an index alone.
 */
export async function analyzeSeededTables(database: Database): Promise<void> {
  const seededTables = [
    merchants,
    divisions,
    accountHolders,
    virtualAccounts,
    externalAccounts,
    ubos,
    documents,
    storedFiles,
    kycTasks,
    kycHistoryEntries,
  ];
  await database.db.execute(sql`vacuum analyze ${sql.join(seededTables, sql`, `)}`);
}

/** The line a start prints about the demo data. */
export function describeSeedOutcome(outcome: SeedOutcome): string {
  if (outcome.kind === 'not-empty') return 'The database already holds merchants: no demo data added';
  const { merchants: merchantCount, divisions: divisionCount, sellers } = outcome.counts;
  const what = `${outcome.size} demo data: ${merchantCount.toLocaleString('en')} merchants, ${divisionCount.toLocaleString('en')} divisions, ${sellers.toLocaleString('en')} sellers`;
  if (outcome.kind === 'already-seeded') return `Demo data already there (${what})`;
  return `Seeded ${what} in ${(outcome.durationMs / 1000).toFixed(1)} s`;
}
