import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { ledgerWorldAccounts, type worldAccountKinds } from '../db/schema/index.ts';
import { type SqlRunner, selectRows } from './sql-rows.ts';

export type WorldAccountKind = (typeof worldAccountKinds)[number];

/** An account outside the platform that money comes in from or goes out to: a PSP or a bank, in one currency. */
export interface WorldAccount {
  id: number;
  kind: WorldAccountKind;
  name: string;
  currency: string;
}

export interface WorldAccountName {
  kind: WorldAccountKind;
  /** The PSP's or bank's name, e.g. 'ADYEN' or 'ING'. */
  name: string;
  currency: string;
}

/** The world account of a PSP or bank in a currency, opened on first use. */
export async function worldAccount(tx: Transaction, account: WorldAccountName): Promise<WorldAccount> {
  const columns = {
    id: ledgerWorldAccounts.id,
    kind: ledgerWorldAccounts.kind,
    name: ledgerWorldAccounts.name,
    currency: ledgerWorldAccounts.currency,
  };
  const matches = and(
    eq(ledgerWorldAccounts.kind, account.kind),
    eq(ledgerWorldAccounts.name, account.name),
    eq(ledgerWorldAccounts.currency, account.currency),
  );
  const [existing] = await tx.select(columns).from(ledgerWorldAccounts).where(matches);
  if (existing) return existing;
  // Another transaction may open the same account meanwhile: the unique index keeps one, and we read it back.
  const [opened] = await tx.insert(ledgerWorldAccounts).values(account).onConflictDoNothing().returning(columns);
  if (opened) return opened;
  const [concurrent] = await tx.select(columns).from(ledgerWorldAccounts).where(matches);
  if (!concurrent) throw new Error(`world account ${account.kind} ${account.name} ${account.currency} vanished`);
  return concurrent;
}

/** World accounts' balances: the sums of their postings (negative while more came in from one than went out). */
export async function worldAccountBalances(runner: SqlRunner, worldAccountIds: number[]): Promise<Map<number, number>> {
  if (worldAccountIds.length === 0) return new Map();
  const rows = await selectRows<{ id: string; balance: string }>(
    runner,
    sql`select world_account_id::text as id, sum(amount)::text as balance from ledger_postings
      where world_account_id in (${sql.join(worldAccountIds, sql`, `)}) group by world_account_id`,
  );
  const balances = new Map(worldAccountIds.map((id) => [id, 0]));
  for (const row of rows) balances.set(Number(row.id), Number(row.balance));
  return balances;
}
