import type { BalanceBucket, BalanceMutationStatus, BalanceMutationType } from '@ops/core/contract';
import type {
  bankStatementLines,
  payoutBatches,
  payoutRequests,
  splitShares,
  splitTransactions,
} from '../../db/schema/index.ts';
import type { WorldAccountName } from '../../ledger/world-account.ts';
import type { ImportedLedgerTransaction, ImportedPosting, ImportedTransfer } from './money-ledger-import.ts';

export type SplitTransactionRow = typeof splitTransactions.$inferInsert;
export type SplitShareRow = typeof splitShares.$inferInsert;
export type PayoutBatchRow = typeof payoutBatches.$inferInsert;
export type PayoutRequestRow = typeof payoutRequests.$inferInsert;
export type BankLineRow = typeof bankStatementLines.$inferInsert;

/** What a stretch of money history wrote, in the order the rows must be inserted. */
export interface MoneyHistoryRows {
  ledger: ImportedLedgerTransaction[];
  splits: SplitTransactionRow[];
  shares: SplitShareRow[];
  batches: PayoutBatchRow[];
  requests: PayoutRequestRow[];
  lines: BankLineRow[];
}

export const emptyRows = (): MoneyHistoryRows => ({
  ledger: [],
  splits: [],
  shares: [],
  batches: [],
  requests: [],
  lines: [],
});

interface Balances {
  confirmed: number;
  pending: number;
  payout: number;
}

const columnOf = { CONFIRMED: 'confirmed', PENDING: 'pending', PAYOUT: 'payout' } as const;

export interface Mutation {
  type: BalanceMutationType;
  status: BalanceMutationStatus;
  reference?: string | null;
  description?: string | null;
  postings: ImportedPosting[];
  transfer?: ImportedTransfer;
}

/**
 * The books of one division's history: the balances its mutations leave (so no mutation is written that the ledger
 * would refuse) and the rows written so far. Every mutation goes through `post`, in time order.
 */
export class MoneyHistoryBook {
  rows: MoneyHistoryRows = emptyRows();
  private readonly balances = new Map<string, Balances>();
  private readonly currency: string;
  private readonly code: (prefix: string) => string;

  constructor(currency: string, code: (prefix: string) => string) {
    this.currency = currency;
    this.code = code;
  }

  world(kind: WorldAccountName['kind'], name: string): WorldAccountName {
    return { kind, name, currency: this.currency };
  }

  balanceOf(virtualAccountCode: string, bucket: BalanceBucket): number {
    return this.balances.get(virtualAccountCode)?.[columnOf[bucket]] ?? 0;
  }

  /** Books a mutation at `at`; a posting that would take a balance below zero is a bug of the history. */
  post(at: Date, mutation: Mutation): void {
    for (const posting of mutation.postings) {
      if ('world' in posting) continue;
      const balances = this.balances.get(posting.virtualAccountCode) ?? { confirmed: 0, pending: 0, payout: 0 };
      balances[columnOf[posting.bucket]] += posting.amount;
      if (balances[columnOf[posting.bucket]] < 0) {
        throw new RangeError(`the money history takes ${posting.virtualAccountCode} ${posting.bucket} below zero`);
      }
      this.balances.set(posting.virtualAccountCode, balances);
    }
    this.rows.ledger.push({
      code: this.code('LT'),
      type: mutation.type,
      status: mutation.status,
      currency: this.currency,
      reference: mutation.reference ?? null,
      description: mutation.description ?? null,
      createdAt: at,
      postings: mutation.postings,
      ...(mutation.transfer ? { transfer: mutation.transfer } : {}),
    });
  }

  /** The rows written since the last call, and a fresh buffer for the next ones. */
  take(): MoneyHistoryRows {
    const taken = this.rows;
    this.rows = emptyRows();
    return taken;
  }
}
