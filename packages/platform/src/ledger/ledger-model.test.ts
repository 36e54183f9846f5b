import { randomUUID } from 'node:crypto';
import { ApiRequestError, createApiClient, createFundClient, type FundClient } from '@ops/core/api';
import type { BalanceBucket } from '@ops/core/contract';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualAccounts } from '../db/schema/index.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import type { LedgerError } from './ledger-error.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { type PostingInput, postTransaction } from './post-transaction.ts';
import { createLedgerDivision, setupTimeoutMs } from './testing/ledger-fixtures.ts';
import {
  amountFor,
  applyMoves,
  type LedgerFlow,
  type LedgerModel,
  ledgerFlows,
  type ModelMove,
  movesOf,
  sizedAmount,
  transferAllowed,
} from './testing/ledger-model.ts';
import { type WorldAccount, type WorldAccountKind, worldAccount, worldAccountBalances } from './world-account.ts';

let platform: TestPlatform;
let fund: FundClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  const token = await platform.tokenFor('ops@sandbox.test');
  fund = createFundClient(
    createApiClient({
      baseUrl: `${platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => 'ops@sandbox.test',
    }),
  );
}, setupTimeoutMs);
afterAll(async () => {
  await platform?.close();
});

/** The real ledger of one run: the world accounts its money flows through, by `kind:currency`. */
interface RealLedger {
  worlds: Map<string, WorldAccount>;
  /** Prefix that keeps one run's Idempotency-Keys apart from another's. */
  keyPrefix: string;
}

const worldKinds: WorldAccountKind[] = ['PSP', 'BANK'];

async function setup(): Promise<{ model: LedgerModel; real: RealLedger }> {
  const { database } = platform;
  const model: LedgerModel = { accounts: [], world: new Map(), keys: new Map() };
  // Each run has world accounts and Idempotency-Keys of its own.
  const runId = randomUUID();
  const worlds = new Map<string, WorldAccount>();
  for (const [currency, sellers] of [
    ['EUR', 3],
    ['GBP', 2],
  ] as const) {
    const division = await createLedgerDivision(database, { sellers, currency, balanceTransfersEnabled: true });
    const base = { currency, divisionCode: division.divisionCode, confirmed: 0, pending: 0, payout: 0 };
    model.accounts.push({ ...base, code: division.incomeAccount, type: 'DIVISION_INCOME' });
    for (const code of division.sellerAccounts) model.accounts.push({ ...base, code, type: 'SELLER' });
    for (const kind of worldKinds) {
      const name = `MODEL-${kind}-${runId}`;
      worlds.set(`${kind}:${currency}`, await database.transaction((tx) => worldAccount(tx, { kind, name, currency })));
      model.world.set(`${kind}:${currency}`, 0);
    }
  }
  const real = { worlds, keyPrefix: runId };
  // Every account starts with money in all three balances, so every flow has something to move from step one:
  // one pay-in per currency, of which part is settled and part reserved for a payout.
  const opening = { PENDING: 8_000, CONFIRMED: 10_000, PAYOUT: 2_000 };
  for (const currency of ['EUR', 'GBP']) {
    const moves: ModelMove[] = [];
    for (const [index, account] of model.accounts.entries()) {
      if (account.currency !== currency) continue;
      for (const [bucket, amount] of Object.entries(opening)) {
        moves.push({ account: index, bucket: bucket as BalanceBucket, amount }, { world: 'PSP', amount: -amount });
      }
    }
    const postings = postingsOf(moves, model, real, currency);
    await database.transaction((tx) => postTransaction(tx, { type: 'SPLIT', status: 'CONFIRMED', currency, postings }));
    applyMoves(model, moves, currency);
  }
  return { model, real };
}

/** The real ledger holds its invariants and agrees with the model on every balance. */
async function expectInStep(model: LedgerModel, real: RealLedger): Promise<void> {
  const { db } = platform.database;
  await assertLedgerInvariants(db);
  const rows = await db
    .select({
      code: virtualAccounts.code,
      confirmed: virtualAccounts.confirmedBalance,
      pending: virtualAccounts.pendingBalance,
      payout: virtualAccounts.payoutBalance,
    })
    .from(virtualAccounts)
    .where(
      inArray(
        virtualAccounts.code,
        model.accounts.map((account) => account.code),
      ),
    );
  const stored = new Map(rows.map(({ code, ...balances }) => [code, balances]));
  for (const { code, confirmed, pending, payout } of model.accounts) {
    expect(stored.get(code), code).toEqual({ confirmed, pending, payout });
  }
  const worldBalances = await worldAccountBalances(
    db,
    [...real.worlds.values()].map((world) => world.id),
  );
  for (const [key, world] of real.worlds) expect(worldBalances.get(world.id) ?? 0, key).toBe(model.world.get(key));
}

function postingsOf(moves: ModelMove[], model: LedgerModel, real: RealLedger, currency: string): PostingInput[] {
  return moves.map((move) => {
    if ('world' in move) {
      const world = real.worlds.get(`${move.world}:${currency}`);
      if (!world) throw new Error(`no ${move.world} world account in ${currency}`);
      return { worldAccount: world, amount: move.amount };
    }
    return { virtualAccountCode: model.accounts[move.account]?.code ?? '', bucket: move.bucket, amount: move.amount };
  });
}

type Command = fc.AsyncCommand<LedgerModel, RealLedger>;

/**
 * A flow posted straight to the ledger, refused when a balance would go below zero. `sizing` as `amountFor`; with
 * `crash` the surrounding transaction fails after the posting, and nothing of it may stay.
 */
function flowCommand(flow: LedgerFlow, account: number, sizing: number, crash: boolean): Command {
  return {
    check: () => true,
    async run(model, real) {
      const currency = model.accounts[account]?.currency ?? 'EUR';
      const amount = amountFor(model, flow, account, sizing);
      const moves = movesOf(flow, account, amount);
      const postings = postingsOf(moves, model, real, currency);
      const posting = platform.database.transaction(async (tx) => {
        await postTransaction(tx, { ...ledgerFlows[flow], currency, postings });
        if (crash) throw new Error('crash after posting');
      });
      const expected = { ...model, accounts: model.accounts };
      const allowed = applyMoves(expected, moves, currency);
      if (!allowed) {
        await expect(posting).rejects.toSatisfy((error) => (error as LedgerError).reason === 'INSUFFICIENT_BALANCE');
      } else if (crash) {
        await expect(posting).rejects.toThrow('crash after posting');
      } else {
        await posting;
        Object.assign(model, expected);
      }
      await expectInStep(model, real);
    },
    toString: () => `${crash ? 'crashing ' : ''}${flow}(${account}, sized ${sizing})`,
  };
}

/**
 * Sends a balance transfer over HTTP and expects what the model says: a move or a refusal by the spec's rules, the
 * first answer again for a key's retry, 409 for a key reused with another request.
 */
async function transferInStep(
  model: LedgerModel,
  real: RealLedger,
  { from, to, amount, key }: { from: number; to: number; amount: number; key: string | undefined },
) {
  const source = model.accounts[from];
  const target = model.accounts[to];
  if (!source || !target) throw new RangeError('no such account in the model');
  const request = `${from}>${to}:${amount}`;
  const first = key ? model.keys.get(key) : undefined;
  const answer = await fund
    .createBalanceTransfer({
      body: {
        fromVirtualAccountCode: source.code,
        toVirtualAccountCode: target.code,
        amount,
        currency: source.currency,
        type: 'CORRECTION',
      },
      idempotencyKey: key,
    })
    .then(
      (transfer) => `moved ${transfer.code}`,
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status && error.status < 500) return `refused ${error.status}`;
        throw error;
      },
    );
  if (from === to) {
    // The contract refuses it before its key is looked at, and the key stays unused.
    expect(answer).toBe('refused 400');
  } else if (first && first.request !== request) {
    expect(answer).toBe('refused 409');
  } else if (first) {
    expect(answer).toBe(first.answer);
  } else {
    const allowed = transferAllowed(model, from, to, amount);
    expect(answer.startsWith(allowed ? 'moved' : 'refused'), `${request}: ${answer}`).toBe(true);
    if (allowed) {
      const moves: ModelMove[] = [
        { account: from, bucket: 'CONFIRMED', amount: -amount },
        { account: to, bucket: 'CONFIRMED', amount },
      ];
      applyMoves(model, moves, source.currency);
    }
    if (key) model.keys.set(key, { request, answer });
  }
  await expectInStep(model, real);
}

/** A balance transfer of a share of the source's confirmed balance (see `sizedAmount`), maybe with a key. */
function transferCommand(from: number, to: number, sizing: number, keyNumber: number | null): Command {
  return {
    check: () => true,
    async run(model, real) {
      const amount = sizedAmount(model.accounts[from]?.confirmed ?? 0, sizing);
      const key = keyNumber === null ? undefined : `${real.keyPrefix}-${keyNumber}`;
      if (key) model.lastKeyedTransfer = { from, to, amount, key };
      await transferInStep(model, real, { from, to, amount, key });
    },
    toString: () => `transfer(${from} -> ${to}, sized ${sizing}, key ${keyNumber})`,
  };
}

/** The client retries the last keyed transfer: as it was, or with the amount changed by mistake. */
function retryCommand(changed: boolean): Command {
  return {
    check: (model) => model.lastKeyedTransfer !== undefined,
    async run(model, real) {
      const last = model.lastKeyedTransfer;
      if (!last) throw new Error('nothing to retry');
      await transferInStep(model, real, { ...last, amount: last.amount + (changed ? 1 : 0) });
    },
    toString: () => `retry(${changed ? 'changed' : 'same'})`,
  };
}

/** The accounts `setup` opens: the EUR division's income account and sellers, then the GBP division's. */
const accountIndex = fc.integer({ min: 0, max: 6 });
const divisionAccounts = [
  [0, 1, 2, 3],
  [4, 5, 6],
];
/** Mostly two accounts of one division, the transfers that can go through; now and then any two. */
const accountPair = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(...divisionAccounts)
      .chain((group) => fc.tuple(fc.constantFrom(...group), fc.constantFrom(...group))),
  },
  { weight: 1, arbitrary: fc.tuple(accountIndex, accountIndex) },
);
/** Mostly a share of the balance, now and then one more than it holds. */
const sizing = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 100 }) },
  { weight: 1, arbitrary: fc.constant(0) },
);
const flowNames = Object.keys(ledgerFlows) as LedgerFlow[];
const commands = [
  fc
    .tuple(fc.constantFrom(...flowNames), accountIndex, sizing, fc.boolean())
    .map(([flow, account, size, crash]) => flowCommand(flow, account, size, crash && flow === 'payIn')),
  fc
    .tuple(fc.constantFrom<LedgerFlow>('payIn', 'settle'), accountIndex, sizing)
    .map(([flow, account, size]) => flowCommand(flow, account, size, false)),
  fc
    .tuple(accountPair, sizing, fc.option(fc.integer({ min: 0, max: 9 }), { freq: 2 }))
    .map(([[from, to], size, key]) => transferCommand(from, to, size, key)),
  fc.boolean().map((changed) => retryCommand(changed)),
];

describe('the ledger against a model', () => {
  it('conserves money per currency, keeps balances equal to their postings and never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...commands), { minLength: 25, maxLength: 30 }), async (steps) => {
        await fc.asyncModelRun(setup, steps);
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
