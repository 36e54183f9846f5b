import type { Database, Transaction } from '../../db/database.ts';
import { seedRuns } from '../../db/schema/index.ts';
import type { SeedPlan } from '../seed-plan.ts';

/** Reports how far a long step is, e.g. 40,000 of 100,000 sellers. */
export type SeedProgress = (done: number, total: number) => void;

/**
 * One step of the demo data, run in order with the others. A step is idempotent: its rows have fixed codes and
 * are inserted skipping those already there, so running it again (after a crash, or in a second process that
 * started at the same moment) adds only what is missing. Once it has run to its end, `seed_runs` records it
 * and later starts skip it.
 */
export interface SeedStep {
  /** Its row in seed_runs; never renamed, or databases seeded before would run it again. */
  name: string;
  run(database: Database, plan: SeedPlan, progress: SeedProgress): Promise<void>;
}

/**
 * Runs `work` once in all, for a step whose rows get random codes from the services it calls (so inserting and
 * skipping by code cannot make it idempotent): it claims the step's `seed_runs` row in the same transaction as its
 * rows, so it runs to the end once, or not at all, and a second process that started at the same moment skips it.
 */
export async function runClaimedOnce(
  database: Database,
  step: { name: string; size: SeedPlan['size'] },
  work: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await database.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(seedRuns)
      .values({ step: step.name, size: step.size })
      .onConflictDoNothing()
      .returning({ step: seedRuns.step });
    if (claimed) await work(tx);
  });
}
