import { type SQL, sql } from 'drizzle-orm';
import { type SqlRunner, selectRows } from './sql-rows.ts';

/** What must hold of the ledger at every commit, each as a query for the rows that break it. */
const invariants: { name: string; query: SQL }[] = [
  {
    name: "a currency's postings across the ledger do not sum to zero",
    query: sql`select currency, sum(amount)::text as total from ledger_postings group by currency
      having sum(amount) <> 0`,
  },
  {
    name: "a transaction's postings do not sum to zero, or are not in its currency",
    query: sql`select t.code, sum(p.amount)::text as total from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      group by t.code having sum(p.amount) <> 0 or bool_or(p.currency <> t.currency)`,
  },
  {
    name: 'a posting is not in the currency of its account',
    query: sql`select p.id::text as posting from ledger_postings p
      left join virtual_accounts va on va.code = p.virtual_account_code
      left join ledger_world_accounts w on w.id = p.world_account_id
      where p.currency <> coalesce(va.currency, w.currency)`,
  },
  {
    name: "a virtual account's balances differ from the sums of its postings",
    query: sql`select va.code,
        va.confirmed_balance::text as confirmed, coalesce(posted.confirmed, 0)::text as posted_confirmed,
        va.pending_balance::text as pending, coalesce(posted.pending, 0)::text as posted_pending,
        va.payout_balance::text as payout, coalesce(posted.payout, 0)::text as posted_payout
      from virtual_accounts va left join (
        select virtual_account_code,
          sum(amount) filter (where bucket = 'CONFIRMED') as confirmed,
          sum(amount) filter (where bucket = 'PENDING') as pending,
          sum(amount) filter (where bucket = 'PAYOUT') as payout
        from ledger_postings where virtual_account_code is not null group by virtual_account_code
      ) posted on posted.virtual_account_code = va.code
      where va.confirmed_balance <> coalesce(posted.confirmed, 0)
        or va.pending_balance <> coalesce(posted.pending, 0)
        or va.payout_balance <> coalesce(posted.payout, 0)`,
  },
  {
    name: "a seller's or division's balance is below zero",
    query: sql`select code, confirmed_balance::text as confirmed, pending_balance::text as pending,
        payout_balance::text as payout
      from virtual_accounts where least(confirmed_balance, pending_balance, payout_balance) < 0`,
  },
];

export interface LedgerInvariantViolation {
  invariant: string;
  /** The offending rows, as the invariant's query found them. */
  rows: Record<string, unknown>[];
}

/**
 * Every broken invariant of the ledger, computed in SQL over all postings and balances; empty when all hold. One
 * statement counts the offending rows of every invariant, so a ledger that holds costs one round trip.
 */
export async function findLedgerInvariantViolations(runner: SqlRunner): Promise<LedgerInvariantViolation[]> {
  const counts = sql.join(
    invariants.map(
      ({ query }, index) => sql`(select count(*) from (${query}) as broken)::int as ${sql.raw(`i${index}`)}`,
    ),
    sql`, `,
  );
  const [broken] = await selectRows<Record<string, number>>(runner, sql`select ${counts}`);
  const violations: LedgerInvariantViolation[] = [];
  for (const [index, { name, query }] of invariants.entries()) {
    if (Number(broken?.[`i${index}`] ?? 0) === 0) continue;
    violations.push({
      invariant: name,
      rows: await selectRows<Record<string, unknown>>(runner, sql`${query} limit 10`),
    });
  }
  return violations;
}

export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
  readonly violations: LedgerInvariantViolation[];

  constructor(violations: LedgerInvariantViolation[]) {
    super(
      `the ledger breaks ${violations.length} invariant(s):\n${violations
        .map((violation) => `- ${violation.invariant}: ${JSON.stringify(violation.rows)}`)
        .join('\n')}`,
    );
    this.violations = violations;
  }
}

/**
 * Throws unless the ledger holds: every currency's postings sum to zero across the ledger and within each
 * transaction, postings match their accounts' currency, every virtual account's balances equal the sums of its
 * postings, and no seller or division balance is below zero.
 */
export async function assertLedgerInvariants(runner: SqlRunner): Promise<void> {
  const violations = await findLedgerInvariantViolations(runner);
  if (violations.length > 0) throw new LedgerInvariantError(violations);
}
