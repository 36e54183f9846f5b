import { describe, expect, it } from 'vitest';
import type { ClaimedJob, JobFinish } from '../../jobs/job-claims.ts';
import { createJobLedger, type JobRow } from './job-ledger.ts';

/** The simulation's queue checks on hand-made statements: each rule seen to fail, and a sound statement passing. */
const leaseMs = 60_000;
const row = (id: string, change: Partial<JobRow> = {}): JobRow => ({
  id,
  kind: 'sim.work',
  key: null,
  state: 'queued',
  attempts: 0,
  max_attempts: 4,
  locked_until: null,
  run_at: '0',
  ...change,
});
const claimed = (id: string, attempts: number): ClaimedJob => ({
  id,
  kind: 'sim.work',
  payload: {},
  attempts,
  max_attempts: 4,
  read: null,
});
const running = (id: string, attempts: number, at: number) =>
  row(id, { state: 'running', attempts, locked_until: String(at + leaseMs) });
const rows = (...list: JobRow[]) => new Map(list.map((each) => [each.id, each]));
const done = (id: string, attempts: number): JobFinish => ({
  id,
  attempts,
  state: 'done',
  lastError: null,
  runAt: null,
});

function ledgerWithClaim() {
  const ledger = createJobLedger(
    () => leaseMs,
    (id) => `j${id}`,
  );
  const first = ledger.checkExchange(rows(row('1')), rows(running('1', 1, 1000)), [claimed('1', 1)], [], 'r1', 1000);
  expect(first).toEqual([]);
  return ledger;
}

describe('the simulation job ledger', () => {
  it('refuses a claim while another runner holds the lease, and allows it once the lease ran out', () => {
    const early = ledgerWithClaim().checkExchange(
      rows(running('1', 1, 1000)),
      rows(running('1', 2, 30_000)),
      [claimed('1', 2)],
      [],
      'r2',
      30_000,
    );
    expect(early).toEqual(["job j1 claimed by r2 at 30000 while r1's lease runs to 61000"]);
    const late = ledgerWithClaim().checkExchange(
      rows(running('1', 1, 1000)),
      rows(running('1', 2, 61_000)),
      [claimed('1', 2)],
      [],
      'r2',
      61_000,
    );
    expect(late).toEqual([]);
  });

  it("refuses a stale try's end that changes the job, and lets the current try's end it", () => {
    const before = rows(running('1', 2, 61_000));
    const ended = rows(row('1', { state: 'done', attempts: 2 }));
    expect(ledgerWithClaim().checkExchange(before, ended, [], [done('1', 1)], 'r1', 70_000)).toEqual([
      expect.stringContaining('job j1 changed by a statement that neither claimed it nor ended its try'),
    ]);
    expect(ledgerWithClaim().checkExchange(before, ended, [], [done('1', 2)], 'r2', 70_000)).toEqual([]);
  });

  it('refuses a claim without its lease or its attempt counted, and a running job no claim holds', () => {
    const ledger = createJobLedger(
      () => leaseMs,
      (id) => `j${id}`,
    );
    const found = ledger.checkExchange(rows(row('1')), rows(running('1', 1, 0)), [claimed('1', 2)], [], 'r1', 1000);
    expect(found).toEqual(['job j1 claimed as attempt 2 after 0', 'job j1 claimed with a lease of 59000 ms']);
    expect(ledger.checkRows(rows(running('2', 1, 0)))).toEqual(['job j2 running with no claim of its attempt']);
  });
});
