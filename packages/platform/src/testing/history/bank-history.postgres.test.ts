import { describe, expect, it } from 'vitest';
import { runBankHistory } from './run-bank-history.ts';

// PostgreSQL only (npm run test:postgres): the bank-style history check with faults, a short schedule. A longer one
// with any seed: `pnpm --filter @ops/platform history:bank --seed <n> --seconds <s>` (docs/operations.md).
describe('the bank-style history check', () => {
  it('two processes killed, stopped and cut from the database under transfers: the history holds every property', async () => {
    const run = await runBankHistory({
      serverUrl: process.env.DATABASE_URL ?? '',
      // Seed 3 draws each kind once: kill -9 process 0, end every session, cut process 1 while process 0 starts
      // again, then SIGTERM process 0: two restarts, the longest part of the run.
      seed: 3,
      durationMs: 3_000,
      kinds: ['kill', 'cut', 'end-backends', 'terminate'],
      gapMs: [600, 900],
      calmMs: 500,
      clients: 6,
      sellers: 6,
      openingBalance: 1_000,
      maxAmount: 400,
      dropAnswers: 0.05,
    });
    console.log(`${run.summary}\nHistory: ${run.files.history}`);
    expect(run.verdict.properties.filter((property) => !property.valid)).toEqual([]);
    const { faults, calls, transfers, reads } = run.verdict.counts;
    // The faults struck, and the clients felt them: calls went unanswered (not only the answers the clients
    // dropped) and transfers were sent again.
    expect(Math.min(faults.kill, faults.terminate, faults.cut, faults['end-backends'])).toBeGreaterThanOrEqual(1);
    expect(calls.info - calls.dropped).toBeGreaterThan(0);
    expect(transfers.retried).toBeGreaterThan(0);
    // Answers dropped on purpose were sent again with their key and replayed, not made again.
    expect(transfers.replayed).toBeGreaterThan(0);
    // Money moved, some transfers were refused for want of it, and reads saw the balances in between.
    expect(transfers.acknowledged).toBeGreaterThan(20);
    expect(transfers.refused).toBeGreaterThan(0);
    expect(Math.min(reads.balances, reads.totals)).toBeGreaterThan(0);
  }, 120_000);
});
