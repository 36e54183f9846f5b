import type { PayoutBatchStatus, PayoutRequestStatus } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { payoutBatches, payoutRequests } from '../../db/schema/index.ts';
import { readVirtualAccountBalances } from '../../ledger/balances.ts';
import { findLedgerInvariantViolations } from '../../ledger/ledger-invariants.ts';
import { createRandom, type Random } from '../../seed/random.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  startPayoutTest,
} from '../../services/fund/payouts/testing/payout-test-kit.ts';
import { type FaultTiming, openFaultyTestDatabase } from './faulty-database.ts';
import type { SimulationRun } from './simulation.ts';

/** The payout platform on a database that faults strike while a run says so. */
export interface PayoutWorld {
  kit: PayoutTestKit;
  /** The database beneath the faults: what the checks read. */
  truth: Database;
  strike: (step: 'statement' | 'transaction') => FaultTiming;
  close(): Promise<void>;
}

export async function startPayoutWorld(): Promise<PayoutWorld> {
  const faulty = await openFaultyTestDatabase();
  const world = { strike: (_step: 'statement' | 'transaction'): FaultTiming => 'none' } as PayoutWorld;
  faulty.faults.strike = (step) => world.strike(step);
  world.kit = await startPayoutTest({ database: faulty.testDatabase });
  world.truth = faulty.truth;
  world.close = () => world.kit.close();
  return world;
}

/** Each seller's deposit; the third seller's IBAN ends in 0000, so the sandbox bank sends its payouts back. */
const deposit = 50_000;
const ibanEndings = ['', '', '0000'];

/** Where a payout request may go from each status; a status not listed stays as it is. */
const requestNext: Record<PayoutRequestStatus, readonly PayoutRequestStatus[]> = {
  WAITING: ['WAITING', 'ACCEPTED', 'FAILED', 'CANCELLED'],
  ACCEPTED: ['ACCEPTED', 'PROCESSED', 'RETURNED', 'CANCELLED'],
  PROCESSED: ['PROCESSED', 'RETURNED'],
  RETURNED: ['RETURNED', 'REGENERATED'],
  FAILED: ['FAILED'],
  CANCELLED: ['CANCELLED'],
  REGENERATED: ['REGENERATED'],
};

/** Where a payout batch may go from each status (a return after completion reopens the bank's verdict). */
const batchNext: Record<PayoutBatchStatus, readonly PayoutBatchStatus[]> = {
  OPEN: ['OPEN', 'READY', 'APPROVED', 'CANCELLED'],
  READY: ['READY', 'APPROVED', 'CANCELLED'],
  APPROVED: ['APPROVED', 'IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['IN_PROGRESS', 'COMPLETE', 'PARTIALLY_FAILED', 'FAILED'],
  COMPLETE: ['COMPLETE', 'PARTIALLY_FAILED', 'FAILED'],
  PARTIALLY_FAILED: ['PARTIALLY_FAILED', 'FAILED'],
  FAILED: ['FAILED'],
  CANCELLED: ['CANCELLED'],
};

interface Seen {
  requests: Map<string, { status: PayoutRequestStatus; payoutCode: string | null }>;
  batches: Map<string, PayoutBatchStatus>;
}

/**
 * One seeded run of payout batches through the real platform over HTTP: payout requests made, processed into open
 * batches, approved, cancelled whole or item by item, instructed, settled by the sandbox bank's statement (one
 * seller's payouts come back), returned by hand and regenerated, with faults at every database step of every call and
 * a lost answer retried with the same idempotency key. After every step: no balance below zero, the money conserved
 * (what the sellers hold and what the bank paid out is what was deposited), a seller's payout balance is its accepted
 * requests, a request or batch moves only forward, a request never changes batch and joins only an open one, and the
 * ledger's own invariants hold. At the end, drained without faults: no request accepted or returned and left so
 * (the bounced seller's regenerated requests wait for the next run), every batch closed.
 */
export async function simulatePayouts(world: PayoutWorld, seed: number, stepCount = 40): Promise<SimulationRun> {
  const { kit, truth } = world;
  const random = createRandom(seed);
  const steps: string[] = [];
  const violations: string[] = [];
  const say = (text: string) => steps.push(`${steps.length}: ${text}`);
  const shop = await kit.division({ sellers: ibanEndings.length, ibanEndings });
  for (const account of shop.sellerAccounts) await kit.deposit(account, deposit);
  const division = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
  const seen: Seen = { requests: new Map(), batches: new Map() };
  const names = new Map<string, string>();
  const name = (code: string) => {
    if (!names.has(code)) names.set(code, `${code.startsWith('PR-') ? 'r' : 'b'}${names.size + 1}`);
    return names.get(code) as string;
  };
  const failure = (error: unknown) => String((error as { status?: number }).status ?? 'no answer');

  /** A call; one whose answer was lost (503) is retried once with the same key, as a client would. */
  const call = async (what: string, run: (idempotencyKey: string) => Promise<string>) => {
    const key = crypto.randomUUID();
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        say(`${what}: ${await run(key)}${attempt > 1 ? ' (retried with the same key)' : ''}`);
        return;
      } catch (error) {
        const answer = failure(error);
        if (answer !== '503' || attempt === 2 || !random.chance(0.7)) {
          say(`${what}: ${answer}`);
          return;
        }
      }
    }
  };

  const rows = async () => {
    const requests = await truth.db
      .select({
        code: payoutRequests.code,
        status: payoutRequests.status,
        payoutCode: payoutRequests.payoutCode,
        amount: payoutRequests.amount,
        virtualAccountCode: payoutRequests.virtualAccountCode,
      })
      .from(payoutRequests)
      .where(eq(payoutRequests.divisionCode, shop.divisionCode));
    const batches = await truth.db
      .select({ code: payoutBatches.code, status: payoutBatches.status })
      .from(payoutBatches)
      .where(eq(payoutBatches.divisionCode, shop.divisionCode));
    return { requests, batches };
  };

  const check = async (settled: boolean) => {
    const found: string[] = [];
    const { requests, batches } = await rows();
    const knownBefore = new Set(seen.batches.keys());
    const openBefore = new Set([...seen.batches].filter(([, status]) => status === 'OPEN').map(([code]) => code));
    for (const batch of batches) {
      const before = seen.batches.get(batch.code);
      if (before && !batchNext[before].includes(batch.status)) {
        found.push(`batch ${name(batch.code)} went from ${before} to ${batch.status}`);
      }
      seen.batches.set(batch.code, batch.status);
      if (settled && !['COMPLETE', 'PARTIALLY_FAILED', 'FAILED', 'CANCELLED'].includes(batch.status)) {
        found.push(`batch ${name(batch.code)} left ${batch.status}`);
      }
    }
    let paidOut = 0;
    const accepted = new Map<string, number>();
    for (const request of requests) {
      const label = name(request.code);
      const before = seen.requests.get(request.code);
      if (before && !requestNext[before.status].includes(request.status)) {
        found.push(`${label} went from ${before.status} to ${request.status}`);
      }
      if (before?.payoutCode && before.payoutCode !== request.payoutCode) {
        found.push(`${label} moved from batch ${name(before.payoutCode)} to ${request.payoutCode ?? 'none'}`);
      }
      const joined = request.payoutCode !== null && !before?.payoutCode ? request.payoutCode : undefined;
      if (joined && knownBefore.has(joined) && !openBefore.has(joined)) {
        found.push(`${label} joined batch ${name(joined)}, which was not open`);
      }
      seen.requests.set(request.code, { status: request.status, payoutCode: request.payoutCode });
      if (request.status === 'PROCESSED') paidOut += request.amount;
      if (request.status === 'ACCEPTED') {
        accepted.set(request.virtualAccountCode, (accepted.get(request.virtualAccountCode) ?? 0) + request.amount);
      }
      // Settled, a request is paid, failed, cancelled or regenerated; a regenerated one's new request may wait.
      if (settled && ['ACCEPTED', 'RETURNED'].includes(request.status)) {
        found.push(`${label} left ${request.status}`);
      }
    }
    let held = 0;
    for (const account of shop.sellerAccounts) {
      const balances = await readVirtualAccountBalances(truth.db, account);
      const { confirmed = 0, payout = 0 } = balances ?? {};
      if (confirmed < 0 || payout < 0) found.push(`${account} below zero: ${confirmed} confirmed, ${payout} payout`);
      if (payout !== (accepted.get(account) ?? 0)) {
        found.push(`${account} holds ${payout} for payout, its accepted requests ${accepted.get(account) ?? 0}`);
      }
      held += confirmed + payout;
    }
    const deposited = deposit * shop.sellerAccounts.length;
    if (held + paidOut !== deposited) found.push(`${held} held and ${paidOut} paid out of ${deposited} deposited`);
    for (const violation of await findLedgerInvariantViolations(truth.db)) found.push(`ledger: ${violation.invariant}`);
    for (const violation of found) say(`  VIOLATION ${violation}`);
    violations.push(...found);
  };

  const moves = plannedMoves(kit, shop, division, random, name, call, rows);
  world.strike = () =>
    random.weighted<FaultTiming>([
      ['none', 0.9],
      ['before', 0.05],
      ['after', 0.05],
    ]);
  const run = async (move: Move) => {
    await moves[move]();
    await check(false);
  };
  for (let step = 0; step < stepCount; step++) {
    const { requests, batches } = await rows();
    await run(
      random.weighted([
        ['request', 3],
        ['process', requests.some((request) => request.status === 'WAITING') ? 3 : 0],
        ['approve', 2],
        ['instruct', 2],
        ['statement', 2],
        ['cancel', batches.length > 0 ? 1 : 0],
        ['cancelItem', requests.some((request) => request.status === 'ACCEPTED') ? 1 : 0],
        ['return', requests.some((request) => request.status === 'PROCESSED') ? 1 : 0],
        ['regenerate', 1],
      ] as const),
    );
  }
  world.strike = () => 'none';
  say('drain without faults');
  for (let round = 0; round < 2; round++) {
    await run('regenerate');
    await run('process');
    for (const _ of (await rows()).batches) {
      await run('approve');
      await run('instruct');
      await run('statement');
    }
  }
  await run('regenerate');
  await check(true);
  return { seed, steps, violations };
}

type Move =
  | 'request'
  | 'process'
  | 'approve'
  | 'instruct'
  | 'statement'
  | 'cancel'
  | 'cancelItem'
  | 'return'
  | 'regenerate';

/** The calls a run makes, each on what the database holds now, picked by the seed. */
function plannedMoves(
  kit: PayoutTestKit,
  shop: PayoutDivision,
  division: { merchantCode: string; divisionCode: string },
  random: Random,
  name: (code: string) => string,
  call: (what: string, run: (idempotencyKey: string) => Promise<string>) => Promise<void>,
  rows: () => Promise<{
    requests: { code: string; status: string; payoutCode: string | null }[];
    batches: { code: string; status: string }[];
  }>,
): Record<Move, () => Promise<void>> {
  const { payouts } = kit;
  const batchIn = async (statuses: readonly string[]) => {
    const batches = (await rows()).batches.filter((batch) => statuses.includes(batch.status));
    return batches.length > 0 ? random.pick(batches).code : undefined;
  };
  const requestIn = async (status: string) => {
    const requests = (await rows()).requests.filter((request) => request.status === status);
    return requests.length > 0 ? random.pick(requests) : undefined;
  };
  return {
    async request() {
      const index = random.int(0, shop.sellerAccounts.length - 1);
      const amount = random.int(1, 250) * 100;
      await call(`seller ${index + 1} asks for ${amount}`, async (idempotencyKey) => {
        const made = await payouts.createPayoutRequest({
          params: division,
          body: { virtualAccountCode: shop.sellerAccounts[index] ?? '', amountMode: 'PARTIAL', amount },
          idempotencyKey,
        });
        return `${name(made.code)} ${made.status}`;
      });
    },
    async process() {
      const waiting = (await rows()).requests.filter((request) => request.status === 'WAITING');
      if (waiting.length === 0) return;
      await call(`process ${waiting.map((request) => name(request.code)).join(', ')}`, async (idempotencyKey) => {
        const report = await payouts.processPayoutRequests({
          body: { payoutRequestCodes: waiting.map((request) => request.code) },
          idempotencyKey,
        });
        return `${report.accepted} accepted, ${report.failed} failed, ${report.skipped} skipped`;
      });
    },
    async approve() {
      const code = await batchIn(['OPEN', 'READY']);
      if (!code) return;
      await call(`approve ${name(code)}`, async () => {
        const batch = await payouts.approvePayout({
          params: { ...division, payoutCode: code, approverEmail: 'ops@sandbox.test' },
        });
        return batch.status;
      });
    },
    async instruct() {
      const code = await batchIn(['APPROVED']);
      if (!code) return;
      await call(`instruct ${name(code)}`, async (idempotencyKey) => {
        const batch = await payouts.instructPayout({ params: { ...division, payoutCode: code }, idempotencyKey });
        return batch.status;
      });
    },
    async statement() {
      const code = await batchIn(['IN_PROGRESS']);
      if (!code) return;
      await call(`the bank's statement for ${name(code)}`, async () => {
        const imported = await kit.importSandboxStatement(code);
        return imported.alreadyImported ? 'already imported' : `${imported.newLineCount} new lines`;
      });
    },
    async cancel() {
      const code = await batchIn(['OPEN', 'READY', 'APPROVED', 'IN_PROGRESS']);
      if (!code) return;
      await call(`cancel ${name(code)}`, async (idempotencyKey) => {
        const batch = await payouts.cancelPayout({ params: { ...division, payoutCode: code }, idempotencyKey });
        return batch.status;
      });
    },
    async cancelItem() {
      const request = await requestIn('ACCEPTED');
      if (!request?.payoutCode) return;
      const payoutCode = request.payoutCode;
      await call(`cancel ${name(request.code)} in ${name(payoutCode)}`, async (idempotencyKey) => {
        const batch = await payouts.cancelPayoutItem({
          params: { ...division, payoutCode, payoutRequestCode: request.code },
          idempotencyKey,
        });
        return `${batch.status} with ${batch.itemCount} items`;
      });
    },
    async return() {
      const request = await requestIn('PROCESSED');
      if (!request) return;
      await call(`return ${name(request.code)}`, async (idempotencyKey) => {
        const returned = await payouts.returnPayoutRequest({
          params: { ...division, payoutRequestCode: request.code },
          body: {},
          idempotencyKey,
        });
        return returned.status;
      });
    },
    async regenerate() {
      await call('regenerate', async () => {
        const report = await payouts.regenerateDivisionPayoutRequests({ params: division });
        return `${report.regenerated} regenerated`;
      });
    },
  };
}
