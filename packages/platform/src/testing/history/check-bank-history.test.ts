import { describe, expect, it } from 'vitest';
import {
  type AccountBalances,
  type BankHistory,
  droppedAnswer,
  type LedgerTransfer,
  type Operation,
  type TransferArguments,
} from './bank-history.ts';
import { checkBankHistory } from './check-bank-history.ts';

// Hand-made histories of three sellers holding 100 each (and an income account of 50): a valid one, then one
// breaking each property in turn, so each check is seen to fail.
const opening = { A: 100, B: 100, C: 100 };
let clock = 0;

function call<Kind extends Operation['kind']>(
  kind: Kind,
  fields: Omit<Extract<Operation, { kind: Kind }>, 'kind' | 'start' | 'end' | 'process' | 'attempt'> & {
    attempt?: number;
  },
): Operation {
  clock += 10;
  return { process: 0, attempt: 1, ...fields, kind, start: clock, end: clock + 5 } as Operation;
}

const transferOf = (reference: string, from: string, to: string, amount: number): TransferArguments => ({
  from,
  to,
  amount,
  idempotencyKey: `key-${reference}`,
  reference,
});

const made = (args: TransferArguments, code: string, options: { attempt?: number; replayed?: boolean } = {}) =>
  call('transfer', {
    client: 1,
    operation: Number(args.reference.slice(1)),
    attempt: options.attempt ?? 1,
    arguments: args,
    outcome: { type: 'ok', status: 201, value: { transferCode: code, replayed: options.replayed ?? false } },
  });
const lost = (args: TransferArguments, attempt = 1) =>
  call('transfer', {
    client: 1,
    operation: Number(args.reference.slice(1)),
    attempt,
    arguments: args,
    outcome: { type: 'info', status: null, message: 'fetch failed' },
  });
/** Made, but its answer thrown away by the client as if lost. */
const dropped = (args: TransferArguments) =>
  call('transfer', {
    client: 1,
    operation: Number(args.reference.slice(1)),
    arguments: args,
    outcome: { type: 'info', status: 201, message: droppedAnswer },
  });
const refused = (args: TransferArguments) =>
  call('transfer', {
    client: 2,
    operation: Number(args.reference.slice(1)),
    arguments: args,
    outcome: { type: 'fail', status: 409, message: 'Insufficient balance' },
  });
const balances = (held: Record<string, number>): AccountBalances[] =>
  Object.entries(held).map(([account, confirmed]) => ({ account, confirmed, pending: 0, payout: 0 }));
const readBalances = (held: Record<string, number>) =>
  call('read-balances', {
    client: 3,
    operation: 1,
    arguments: { divisionCode: 'D' },
    outcome: { type: 'ok', status: 200, value: balances(held) },
  });
const readTotal = (total: number) =>
  call('read-total', {
    client: 3,
    operation: 2,
    arguments: { divisionCode: 'D' },
    outcome: { type: 'ok', status: 200, value: total },
  });

const ledgerLine = (args: TransferArguments, code: string): LedgerTransfer => ({
  transferCode: code,
  from: args.from,
  to: args.to,
  amount: args.amount,
  reference: args.reference,
});

/** Opening balances moved by the ledger's lines: what a correct platform shows at the end. */
function balancesAfter(ledger: LedgerTransfer[]): Record<string, number> {
  const held: Record<string, number> = { ...opening };
  for (const line of ledger) {
    held[line.from] = (held[line.from] ?? 0) - line.amount;
    held[line.to] = (held[line.to] ?? 0) + line.amount;
  }
  return held;
}

function historyOf(operations: Operation[], ledger: LedgerTransfer[], finalHeld = balancesAfter(ledger)): BankHistory {
  return {
    setup: {
      seed: 1,
      startedAt: '2026-12-04T12:00:00.000Z',
      merchantCode: 'M',
      divisionCode: 'D',
      currency: 'EUR',
      openingBalances: opening,
      floor: 0,
      divisionTotal: 350,
      processes: 2,
      clients: 3,
    },
    operations,
    faults: [{ kind: 'kill', process: 0, start: 15, end: 40, detail: 'exit code null, started again' }],
    final: { ledger, balances: balances(finalHeld), divisionTotal: 350 },
  };
}

const t1 = transferOf('T1', 'A', 'B', 30);
const t2 = transferOf('T2', 'B', 'C', 20);
const t3 = transferOf('T3', 'C', 'A', 125);
const t4 = transferOf('T4', 'A', 'C', 10);

/** A run where T1 was made, T2's answer was dropped and its retry replayed, T3 refused and T4 never answered. */
function validRun(): { operations: Operation[]; ledger: LedgerTransfer[] } {
  return {
    operations: [
      made(t1, 'BT-1'),
      readBalances({ A: 70, B: 130, C: 100 }),
      dropped(t2),
      made(t2, 'BT-2', { attempt: 2, replayed: true }),
      refused(t3),
      lost(t4),
      readTotal(350),
      readBalances({ A: 60, B: 110, C: 130 }),
    ],
    ledger: [ledgerLine(t1, 'BT-1'), ledgerLine(t2, 'BT-2'), ledgerLine(t4, 'BT-4')],
  };
}

const invalidOf = (history: BankHistory) =>
  checkBankHistory(history)
    .properties.filter((property) => !property.valid)
    .map((property) => property.property);
const violationsOf = (history: BankHistory) =>
  checkBankHistory(history).properties.flatMap((property) => property.violations);

describe('checkBankHistory', () => {
  it('holds a run whose reads conserve the total and whose ledger holds each acknowledged transfer once', () => {
    const { operations, ledger } = validRun();
    const verdict = checkBankHistory(historyOf(operations, ledger));
    expect(verdict.properties.filter((property) => !property.valid)).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(verdict.counts.transfers).toEqual({
      sent: 4,
      acknowledged: 2,
      refused: 1,
      unresolved: 1,
      retried: 1,
      replayed: 1,
    });
    expect(verdict.counts.calls).toEqual({ ok: 5, fail: 1, info: 2, dropped: 1 });
    expect(verdict.counts.faults.kill).toBe(1);
    // The unresolved transfer may be missing as well as present once.
    expect(checkBankHistory(historyOf(operations, ledger.slice(0, 2))).valid).toBe(true);
  });

  it('finds a read whose sellers hold more or less than they started with', () => {
    const { operations, ledger } = validRun();
    const history = historyOf([...operations, readBalances({ A: 70, B: 100, C: 100 })], ledger);
    expect(invalidOf(history)).toEqual(['total-conserved']);
    expect(violationsOf(history)).toEqual([expect.stringMatching(/client 3 .*: the sellers hold 270, not 300$/)]);
  });

  it("finds a read of the division's total that is off, and a read that lacks a seller", () => {
    const { operations, ledger } = validRun();
    expect(invalidOf(historyOf([...operations, readTotal(349)], ledger))).toEqual(['total-conserved']);
    const lacking = historyOf([...operations, readBalances({ A: 100, B: 200 })], ledger);
    expect(violationsOf(lacking)).toEqual([expect.stringContaining('the read lacks C')]);
  });

  it('finds a balance read below the floor even when the total is right', () => {
    const { operations, ledger } = validRun();
    const history = historyOf([...operations, readBalances({ A: -10, B: 210, C: 100 })], ledger);
    expect(invalidOf(history)).toEqual(['above-floor']);
    expect(violationsOf(history)).toEqual([expect.stringContaining('A confirmed -10, below 0')]);
  });

  it('finds an acknowledged transfer the ledger lost', () => {
    const { operations, ledger } = validRun();
    const history = historyOf(operations, ledger.slice(1));
    expect(invalidOf(history)).toEqual(['acknowledged-once']);
    expect(violationsOf(history)).toEqual([expect.stringContaining('(T1): acknowledged as BT-1 by attempt 1')]);
  });

  it('finds an acknowledged transfer in the ledger under another code than its answer', () => {
    const { operations, ledger } = validRun();
    const history = historyOf(operations, [ledgerLine(t1, 'BT-9'), ...ledger.slice(1)]);
    expect(invalidOf(history)).toEqual(['acknowledged-once']);
  });

  it('finds money moved twice: a retried transfer made again instead of replayed', () => {
    const { operations, ledger } = validRun();
    const twice = historyOf(operations, [...ledger, ledgerLine(t2, 'BT-5')]);
    expect(invalidOf(twice)).toEqual(['acknowledged-once', 'never-twice']);
    // A transfer never answered, made twice, is caught too.
    const unanswered = historyOf(operations, [...ledger, ledgerLine(t4, 'BT-6')]);
    expect(invalidOf(unanswered)).toEqual(['never-twice']);
    expect(violationsOf(unanswered)).toEqual(['T4: in the ledger 2 times (BT-4, BT-6)']);
  });

  it('finds a refused transfer that was made all the same', () => {
    const { operations, ledger } = validRun();
    const history = historyOf(operations, [...ledger, ledgerLine(t3, 'BT-3')]);
    expect(invalidOf(history)).toEqual(['refused-absent']);
  });

  it('finds a transfer no client sent, or one made with other accounts or another amount', () => {
    const { operations, ledger } = validRun();
    const stranger = { transferCode: 'BT-7', from: 'B', to: 'A', amount: 5, reference: null };
    expect(invalidOf(historyOf(operations, [...ledger, stranger]))).toEqual(['no-strangers']);
    const changed = historyOf(operations, [{ ...ledgerLine(t1, 'BT-1'), amount: 31 }, ...ledger.slice(1)]);
    expect(invalidOf(changed)).toEqual(['no-strangers']);
  });

  it('finds final balances that the ledger does not explain', () => {
    const { operations, ledger } = validRun();
    const held = balancesAfter(ledger);
    const history = historyOf(operations, ledger, { ...held, A: (held.A ?? 0) - 1, B: (held.B ?? 0) + 1 });
    expect(invalidOf(history)).toEqual(['ledger-adds-up']);
  });

  it('finds a transfer answered with two codes, or both made and refused', () => {
    const { operations, ledger } = validRun();
    expect(invalidOf(historyOf([...operations, made(t1, 'BT-8', { attempt: 2 })], ledger))).toEqual(['answers-agree']);
    const both = historyOf([...operations, refused(t2)], ledger);
    expect(invalidOf(both)).toEqual(['answers-agree']);
  });

  it('finds a call that a fault failed with a 500 rather than a 503', () => {
    const { operations, ledger } = validRun();
    const answered500 = call('read-total', {
      client: 3,
      operation: 3,
      arguments: { divisionCode: 'D' },
      outcome: { type: 'info', status: 500, message: 'Internal server error' },
    });
    const history = historyOf([...operations, answered500], ledger);
    expect(invalidOf(history)).toEqual(['outages-answered-503']);
    expect(violationsOf(history)).toEqual([expect.stringMatching(/^client 3 operation 3 .*: answered 500/)]);
    const answered503 = { ...answered500, outcome: { type: 'info', status: 503, message: 'Service unavailable' } };
    expect(checkBankHistory(historyOf([...operations, answered503 as Operation], ledger)).valid).toBe(true);
  });

  it('is not valid when the final state could not be read', () => {
    const { operations, ledger } = validRun();
    expect(checkBankHistory({ ...historyOf(operations, ledger), final: null }).valid).toBe(false);
  });
});
