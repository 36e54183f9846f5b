import { isSentForApproval } from '@ops/core/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { approvalRequests, balanceTransfers } from '../../db/schema/index.ts';
import { readVirtualAccountBalances } from '../../ledger/balances.ts';
import { createRandom } from '../../seed/random.ts';
import {
  type ApprovalsTestKit,
  approver,
  type Clients,
  requester,
  startApprovalsTest,
  thirdOps,
  thousandEuroRule,
} from '../../services/approvals/testing/approvals-test-kit.ts';
import { type FaultTiming, openFaultyTestDatabase } from './faulty-database.ts';
import type { SimulationRun } from './simulation.ts';

/** A whole platform on a database that faults strike while a run says so, and the three people who ask and decide. */
export interface ApprovalWorld {
  kit: ApprovalsTestKit;
  /** The database beneath the faults: what the checks read. */
  truth: Database;
  people: Record<string, Clients>;
  strike: (step: 'statement' | 'transaction') => FaultTiming;
  close(): Promise<void>;
}

export async function startApprovalWorld(): Promise<ApprovalWorld> {
  const faulty = await openFaultyTestDatabase();
  const world = { strike: (_step: 'statement' | 'transaction'): FaultTiming => 'none' } as ApprovalWorld;
  faulty.faults.strike = (step) => world.strike(step);
  world.kit = await startApprovalsTest({ database: faulty.testDatabase });
  world.truth = faulty.truth;
  world.people = {
    [requester]: await world.kit.clientsOf(requester),
    [approver]: await world.kit.clientsOf(approver),
    [thirdOps]: await world.kit.clientsOf(thirdOps),
  };
  world.close = () => world.kit.platform.close();
  return world;
}

const deposit = 1_000_000;
const next: Record<string, readonly string[]> = {
  PENDING: ['PENDING', 'APPROVED', 'EXECUTED', 'FAILED', 'REJECTED', 'EXPIRED'],
  APPROVED: ['APPROVED', 'EXECUTED', 'FAILED'],
};

/**
 * One seeded run of four-eyes approvals through the real platform over HTTP: balance transfers of €1,000 or more held
 * by the division's rule, approved and rejected by the requester and two others in a drawn order, the approved runs
 * carried by the real job (`approvals.run`) at the simulation's clock, with faults at every database step of every
 * call. After every step: an approval is never the requester's nor twice one person's, a decision is never undone,
 * an approved request has its approvals, the money is conserved and no transfer moved without an approval. At the
 * end, drained without faults: each approved request ran once, its money moved exactly once.
 */
export async function simulateApprovals(world: ApprovalWorld, seed: number, stepCount = 40): Promise<SimulationRun> {
  const { kit, truth, people } = world;
  const random = createRandom(seed);
  const start = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000;
  let now = start;
  const steps: string[] = [];
  const violations: string[] = [];
  const say = (text: string) => steps.push(`t+${(now - start) / 1000}s ${text}`);
  const shop = await kit.shop(thousandEuroRule);
  const [from, to] = shop.sellerAccounts as [string, string];
  const codes: string[] = [];
  const names = new Map<string, string>();
  const name = (code: string) => names.get(code) ?? code;
  const seen = new Map<string, string>();
  const failure = (error: unknown) => String((error as { status?: number }).status ?? 'no answer');

  world.strike = () =>
    random.weighted<FaultTiming>([
      ['none', 0.9],
      ['before', 0.05],
      ['after', 0.05],
    ]);

  const check = async (settled: boolean) => {
    const rows = await truth.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.divisionCode, shop.divisionCode));
    const found: string[] = [];
    let ran = 0;
    let moved = 0;
    for (const row of rows) {
      const label = name(row.code);
      const by = row.approvals.map((approval) => approval.by);
      if (by.includes(row.requestedBy)) found.push(`${label} approved by its requester`);
      if (new Set(by).size !== by.length) found.push(`${label} approved twice by one person`);
      if (['APPROVED', 'EXECUTED', 'FAILED'].includes(row.status) && by.length < row.approvalsNeeded) {
        found.push(`${label} ${row.status} with ${by.length} approvals`);
      }
      const before = seen.get(row.code) ?? 'PENDING';
      if (!(next[before] ?? [before]).includes(row.status)) found.push(`${label} went from ${before} to ${row.status}`);
      seen.set(row.code, row.status);
      if (row.status === 'APPROVED' || row.status === 'EXECUTED') ran += 1;
      if (row.status === 'EXECUTED') moved += Number((row.operation.body as { amount: number }).amount);
      if (settled && row.status === 'APPROVED') found.push(`${label} approved and never run`);
    }
    const [transfers] = await truth.db
      .select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(amount), 0)::int` })
      .from(balanceTransfers)
      .where(and(eq(balanceTransfers.fromVirtualAccountCode, from), eq(balanceTransfers.toVirtualAccountCode, to)));
    if ((transfers?.count ?? 0) > ran) found.push(`${transfers?.count} transfers moved for ${ran} approved requests`);
    if (settled && transfers?.amount !== moved)
      found.push(`${transfers?.amount} moved, the executed requests say ${moved}`);
    const held = await Promise.all([from, to].map((code) => readVirtualAccountBalances(truth.db, code)));
    const total = held.reduce((sum, balances) => sum + (balances?.confirmed ?? 0), 0);
    if (total !== deposit) found.push(`the sellers hold ${total}, not ${deposit}`);
    for (const violation of found) say(`  VIOLATION ${violation}`);
    violations.push(...found);
  };

  const runJobs = async () => {
    try {
      say(`jobs ran ${await kit.platform.jobs.runDue({ now: new Date(now) })} tries`);
    } catch (error) {
      say(`jobs stopped: ${(error as Error).message}`);
    }
  };

  for (let step = 0; step < stepCount; step++) {
    const move = random.weighted([
      ['request', codes.length < 6 ? 3 : 0],
      ['approve', codes.length > 0 ? 5 : 0],
      ['reject', codes.length > 0 ? 1 : 0],
      ['jobs', 2],
      ['tick', 1],
    ] as const);
    if (move === 'request') {
      const amount = random.int(1000, 3000) * 100;
      try {
        await people[requester]?.fund.createBalanceTransfer({
          body: { fromVirtualAccountCode: from, toVirtualAccountCode: to, amount, currency: 'EUR', type: 'CORRECTION' },
        });
        violations.push(`a transfer of ${amount} ran without approval`);
      } catch (error) {
        if (isSentForApproval(error)) {
          codes.push(error.approval.code);
          names.set(error.approval.code, `a${codes.length}`);
          say(`${requester} asks to move ${amount}: held as a${codes.length}`);
        } else say(`${requester} asks to move ${amount}: ${failure(error)}`);
      }
    } else if (move === 'approve' || move === 'reject') {
      const code = random.pick(codes);
      const who = random.pick([requester, approver, thirdOps]);
      const params = { approvalRequestCode: code };
      const clients = people[who] as Clients;
      try {
        const request =
          move === 'approve'
            ? await clients.approvals.approveApprovalRequest({ params })
            : await clients.approvals.rejectApprovalRequest({ params, body: { reason: 'simulated' } });
        say(`${who} ${move}s ${name(code)}: ${request.status}`);
      } catch (error) {
        say(`${who} ${move}s ${name(code)}: ${failure(error)}`);
      }
    } else if (move === 'jobs') await runJobs();
    else {
      now += random.int(1, 60) * 1000;
      say('tick');
    }
    await check(false);
  }
  world.strike = () => 'none';
  say('drain without faults');
  for (let round = 0; round < 10; round++) {
    now += 60_000;
    await runJobs();
  }
  await check(true);
  return { seed, steps, violations };
}
