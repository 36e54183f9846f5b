import type { BalanceBucket } from '@ops/core/contract';
import type { VirtualAccountBalances } from './balances.ts';
import { LedgerError } from './ledger-error.ts';
import type { LedgerTransactionInput, LockedAccount } from './post-transaction.ts';

/** Posts a transaction in a `RunningBalances.allOrNone` block, or throws the ledger's refusal of it. */
export type Post = (input: LedgerTransactionInput) => void;

const bucketKeys: [BalanceBucket, keyof VirtualAccountBalances][] = [
  ['CONFIRMED', 'confirmed'],
  ['PENDING', 'pending'],
  ['PAYOUT', 'payout'],
];

/** A transaction's change to each virtual account it names, in the order its postings first name them. */
function movementsOf(input: LedgerTransactionInput): Map<string, VirtualAccountBalances> {
  const movements = new Map<string, VirtualAccountBalances>();
  for (const posting of input.postings) {
    if ('worldAccount' in posting) continue;
    const movement = movements.get(posting.virtualAccountCode) ?? { confirmed: 0, pending: 0, payout: 0 };
    const key = bucketKeys.find(([bucket]) => bucket === posting.bucket)?.[1];
    if (key) movement[key] += posting.amount;
    movements.set(posting.virtualAccountCode, movement);
  }
  return movements;
}

/**
 * The balances of locked virtual accounts (`lockVirtualAccounts`) as ledger transactions posted in turn leave them,
 * for a bulk caller that must know before it writes which of its transactions the ledger would refuse for want of
 * money (`postTransactions` refuses the whole list): `ledger_post_transaction`'s rule that no balance goes below zero,
 * checked account by account in the order the postings name them, refused with the same `LedgerError`. The other
 * refusals (an unknown account, another currency, postings that do not add up) are left to the ledger, which checks
 * every transaction again when the list is posted.
 */
export class RunningBalances {
  readonly #balances: Map<string, LockedAccount>;
  /** The transactions posted, in order: what to hand `postTransactions`. */
  readonly posted: LedgerTransactionInput[] = [];

  constructor(locked: ReadonlyMap<string, LockedAccount>) {
    this.#balances = new Map([...locked].map(([code, account]) => [code, { ...account }]));
  }

  /**
   * Runs `work`, which posts through the function it is given, as a savepoint would: when it throws (the ledger's
   * refusal of one of its transactions, or a refusal of its own) none of what it posted stays.
   */
  async allOrNone<T>(work: (post: Post) => Promise<T>): Promise<T> {
    const saved = new Map<string, LockedAccount>();
    const postedBefore = this.posted.length;
    const post: Post = (input) => {
      const movements = movementsOf(input);
      this.#refuseShortfall(input.currency, movements);
      for (const [code, movement] of movements) {
        const balances = this.#balances.get(code);
        if (!balances) continue;
        if (!saved.has(code)) saved.set(code, { ...balances });
        for (const [, key] of bucketKeys) balances[key] += movement[key];
      }
      this.posted.push(input);
    };
    try {
      return await work(post);
    } catch (error) {
      for (const [code, balances] of saved) this.#balances.set(code, balances);
      this.posted.length = postedBefore;
      throw error;
    }
  }

  /** Throws the refusal `ledger_post_transaction` answers when a move takes a balance below zero. */
  #refuseShortfall(currency: string, movements: Map<string, VirtualAccountBalances>): void {
    for (const [code, movement] of movements) {
      const balances = this.#balances.get(code);
      // The ledger refuses the transaction for another reason first, and so throws when the list is posted.
      if (!balances || balances.currency !== currency) return;
      for (const [bucket, key] of bucketKeys) {
        if (balances[key] + movement[key] < 0) {
          throw LedgerError.insufficientBalance(code, bucket, balances[key], -movement[key]);
        }
      }
      if (bucketKeys.some(([, key]) => balances[key] + movement[key] > Number.MAX_SAFE_INTEGER)) return;
    }
  }
}
