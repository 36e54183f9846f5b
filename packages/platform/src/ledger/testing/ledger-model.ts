import type { BalanceBucket, BalanceMutationStatus, BalanceMutationType, VirtualAccountType } from '@ops/core/contract';
import type { WorldAccountKind } from '../world-account.ts';

/**
 * A plain in-memory model of the ledger that the property tests run beside the real one: the same operations on
 * both, then the same balances, refusals and answers are expected of both.
 */
export interface ModelAccount {
  code: string;
  currency: string;
  divisionCode: string;
  type: VirtualAccountType;
  confirmed: number;
  pending: number;
  payout: number;
}

export interface LedgerModel {
  accounts: ModelAccount[];
  /** World account balances by `kind:currency`. */
  world: Map<string, number>;
  /** Idempotency-Keys used so far: the request they came with and its first answer. */
  keys: Map<string, { request: string; answer: string }>;
  /** The last transfer sent with an Idempotency-Key, for a client's retry. */
  lastKeyedTransfer?: KeyedTransfer;
}

export interface KeyedTransfer {
  from: number;
  to: number;
  amount: number;
  key: string;
}

/** A money flow of the platform, as the later services will post it (see CONTEXT.md, the ledger's recipes). */
export const ledgerFlows = {
  payIn: { type: 'SPLIT', status: 'PENDING' },
  settle: { type: 'SPLIT', status: 'CONFIRMED' },
  cancelPending: { type: 'SPLIT', status: 'PENDING_CANCELLED' },
  refund: { type: 'SPLIT_REFUND', status: 'CONFIRMED' },
  pspFee: { type: 'PSP_FEE', status: 'CONFIRMED' },
  reservePayout: { type: 'PAYOUT', status: 'PENDING' },
  payOut: { type: 'PAYOUT', status: 'PROCESSED' },
  failPayout: { type: 'PAYOUT', status: 'PENDING_CANCELLED' },
  returnPayout: { type: 'PAYOUT_RETURN', status: 'CONFIRMED' },
} as const satisfies Record<string, { type: BalanceMutationType; status: BalanceMutationStatus }>;

export type LedgerFlow = keyof typeof ledgerFlows;

export type ModelMove =
  | { account: number; bucket: BalanceBucket; amount: number }
  | { world: WorldAccountKind; amount: number };

/** The postings of a flow on one account: money from the PSP to pending, pending to confirmed, and so on. */
export function movesOf(flow: LedgerFlow, account: number, amount: number): ModelMove[] {
  const on = (bucket: BalanceBucket, signed: number): ModelMove => ({ account, bucket, amount: signed });
  switch (flow) {
    case 'payIn':
      return [{ world: 'PSP', amount: -amount }, on('PENDING', amount)];
    case 'settle':
      return [on('PENDING', -amount), on('CONFIRMED', amount)];
    case 'cancelPending':
      return [on('PENDING', -amount), { world: 'PSP', amount }];
    case 'refund':
    case 'pspFee':
      return [on('CONFIRMED', -amount), { world: 'PSP', amount }];
    case 'reservePayout':
      return [on('CONFIRMED', -amount), on('PAYOUT', amount)];
    case 'payOut':
      return [on('PAYOUT', -amount), { world: 'BANK', amount }];
    case 'failPayout':
      return [on('PAYOUT', -amount), on('CONFIRMED', amount)];
    case 'returnPayout':
      return [{ world: 'BANK', amount: -amount }, on('CONFIRMED', amount)];
  }
}

const columnOf = { CONFIRMED: 'confirmed', PENDING: 'pending', PAYOUT: 'payout' } as const;

/** The balance a flow takes money from; none for money coming in from the world. */
const debitedBucket: Record<LedgerFlow, BalanceBucket | undefined> = {
  payIn: undefined,
  settle: 'PENDING',
  cancelPending: 'PENDING',
  refund: 'CONFIRMED',
  pspFee: 'CONFIRMED',
  reservePayout: 'CONFIRMED',
  payOut: 'PAYOUT',
  failPayout: 'PAYOUT',
  returnPayout: undefined,
};

/**
 * How much a step moves, from its sizing (1 to 100): that percentage of the balance it takes from, so most steps
 * can succeed whatever came before; 0 asks one more than the balance holds, which must be refused. Money coming
 * in from the world is sizing × 50 minor units.
 */
export function amountFor(model: LedgerModel, flow: LedgerFlow, account: number, sizing: number): number {
  const bucket = debitedBucket[flow];
  const source = model.accounts[account];
  if (!bucket || !source) return Math.max(1, sizing) * 50;
  return sizedAmount(source[columnOf[bucket]], sizing);
}

/** `sizing` percent of what is available (at least 1), or one more than it when sizing is 0. */
export function sizedAmount(available: number, sizing: number): number {
  return sizing === 0 ? available + 1 : Math.max(1, Math.floor((available * sizing) / 100));
}

/** Applies the moves when no seller or division balance would go below zero; false (and nothing changed) if not. */
export function applyMoves(model: LedgerModel, moves: ModelMove[], currency: string): boolean {
  const accounts = model.accounts.map((account) => ({ ...account }));
  const world = new Map(model.world);
  for (const move of moves) {
    if ('world' in move) {
      const key = `${move.world}:${currency}`;
      world.set(key, (world.get(key) ?? 0) + move.amount);
      continue;
    }
    const account = accounts[move.account];
    if (!account) throw new RangeError(`no account ${move.account} in the model`);
    account[columnOf[move.bucket]] += move.amount;
    if (account[columnOf[move.bucket]] < 0) return false;
  }
  model.accounts = accounts;
  model.world = world;
  return true;
}

/** Whether the fund service lets a balance transfer through, by the model's balances and the spec's rules. */
export function transferAllowed(model: LedgerModel, from: number, to: number, amount: number): boolean {
  const source = model.accounts[from];
  const target = model.accounts[to];
  if (!source || !target || from === to) return false;
  if (source.divisionCode !== target.divisionCode || source.currency !== target.currency) return false;
  if (source.type === 'DIVISION_INCOME' && target.type === 'DIVISION_INCOME') return false;
  return source.confirmed >= amount;
}
