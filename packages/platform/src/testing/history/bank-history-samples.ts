import {
  type AccountBalances,
  type BankHistory,
  droppedAnswer,
  type LedgerTransfer,
  type Operation,
  type TransferArguments,
} from './bank-history.ts';

/**
 * Hand-made histories for the checker's and the history file's tests: three sellers holding 100 each (and an income
 * account of 50), transfers T1 to T4 and a run of them that holds every property, which a test then breaks.
 */
const opening = { A: 100, B: 100, C: 100 };
let clock = 0;

export function call<Kind extends Operation['kind']>(
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

export const made = (args: TransferArguments, code: string, options: { attempt?: number; replayed?: boolean } = {}) =>
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
export const refused = (args: TransferArguments) =>
  call('transfer', {
    client: 2,
    operation: Number(args.reference.slice(1)),
    arguments: args,
    outcome: { type: 'fail', status: 409, message: 'Insufficient balance' },
  });
const balances = (held: Record<string, number>): AccountBalances[] =>
  Object.entries(held).map(([account, confirmed]) => ({ account, confirmed, pending: 0, payout: 0 }));
export const readBalances = (held: Record<string, number>) =>
  call('read-balances', {
    client: 3,
    operation: 1,
    arguments: { divisionCode: 'D' },
    outcome: { type: 'ok', status: 200, value: balances(held) },
  });
export const readTotal = (total: number) =>
  call('read-total', {
    client: 3,
    operation: 2,
    arguments: { divisionCode: 'D' },
    outcome: { type: 'ok', status: 200, value: total },
  });

export const ledgerLine = (args: TransferArguments, code: string): LedgerTransfer => ({
  transferCode: code,
  from: args.from,
  to: args.to,
  amount: args.amount,
  reference: args.reference,
});

/** Opening balances moved by the ledger's lines: what a correct platform shows at the end. */
export function balancesAfter(ledger: LedgerTransfer[]): Record<string, number> {
  const held: Record<string, number> = { ...opening };
  for (const line of ledger) {
    held[line.from] = (held[line.from] ?? 0) - line.amount;
    held[line.to] = (held[line.to] ?? 0) + line.amount;
  }
  return held;
}

export function historyOf(
  operations: Operation[],
  ledger: LedgerTransfer[],
  finalHeld = balancesAfter(ledger),
): BankHistory {
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

export const t1 = transferOf('T1', 'A', 'B', 30);
export const t2 = transferOf('T2', 'B', 'C', 20);
export const t3 = transferOf('T3', 'C', 'A', 125);
export const t4 = transferOf('T4', 'A', 'C', 10);

/** A run where T1 was made, T2's answer was dropped and its retry replayed, T3 refused and T4 never answered. */
export function validRun(): { operations: Operation[]; ledger: LedgerTransfer[] } {
  clock = 0; // the same times every time: T1 at 10–15 ms, before the kill at 15 ms, the rest after it
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
