import { type VirtualAccount, type VirtualAccountType, virtualAccountTypes } from '@ops/core/contract';
import { and, asc, eq, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { virtualAccounts } from '../../db/schema/index.ts';

type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

/** Sellers and divisions hold EUR; balances in other currencies come with the fund service's conversions. */
export const accountCurrency = 'EUR';

/** A virtual account holds money when any of its balances is not zero. */
export const holdsBalance: SQL = or(
  sql`${virtualAccounts.confirmedBalance} <> 0`,
  sql`${virtualAccounts.pendingBalance} <> 0`,
  sql`${virtualAccounts.payoutBalance} <> 0`,
) as SQL;

/** Only the account types the contract knows: the ledger's own accounts are not the account owner's to show. */
const contractTypes = inArray(virtualAccounts.type, [...virtualAccountTypes]);

export function toVirtualAccount(row: VirtualAccountRow): VirtualAccount {
  return {
    code: row.code,
    displayName: row.displayName,
    currency: row.currency,
    type: row.type as VirtualAccountType,
    confirmedBalance: row.confirmedBalance,
    pendingBalance: row.pendingBalance,
    payoutBalance: row.payoutBalance,
  };
}

/**
 * Opens an account with zero balances: balances change only through the ledger's postings, never here.
 */
export async function openVirtualAccount(
  tx: Transaction,
  owner: { merchantCode: string; divisionCode: string; accountHolderCode: string | null; displayName: string },
): Promise<VirtualAccountRow> {
  const [account] = await tx
    .insert(virtualAccounts)
    .values({
      code: newCode('VA'),
      merchantCode: owner.merchantCode,
      divisionCode: owner.divisionCode,
      accountHolderCode: owner.accountHolderCode,
      type: owner.accountHolderCode ? 'SELLER' : 'DIVISION_INCOME',
      displayName: owner.displayName,
      currency: accountCurrency,
    })
    .returning();
  if (!account) throw new Error('the virtual account was not inserted');
  return account;
}

/**
 * A seller's virtual accounts as a JSON array in `toVirtualAccount`'s shape, oldest first, read as a column of the
 * seller's own row (`seller` is its code, a column or a value): no query of its own for a page of sellers.
 */
export function sellerAccountsJson(seller: SQLWrapper | string): SQL<string> {
  return sql<string>`(select coalesce(json_agg(json_build_object(
      'code', ${virtualAccounts.code},
      'displayName', ${virtualAccounts.displayName},
      'currency', ${virtualAccounts.currency},
      'type', ${virtualAccounts.type},
      'confirmedBalance', ${virtualAccounts.confirmedBalance},
      'pendingBalance', ${virtualAccounts.pendingBalance},
      'payoutBalance', ${virtualAccounts.payoutBalance}
    ) order by ${virtualAccounts.createdAt}, ${virtualAccounts.code}), '[]')::text
    from ${virtualAccounts} where ${and(eq(virtualAccounts.accountHolderCode, seller), contractTypes)})`;
}

/** The accounts `sellerAccountsJson` read. */
export function sellerAccountsFromJson(json: string): VirtualAccount[] {
  return JSON.parse(json) as VirtualAccount[];
}

/** The divisions' own accounts (not their sellers'), by division code. */
export async function divisionAccountsOf(db: Queryable, divisionCodes: string[]) {
  const byDivision = new Map<string, VirtualAccount[]>();
  if (divisionCodes.length === 0) return byDivision;
  const rows = await db
    .select()
    .from(virtualAccounts)
    .where(
      and(
        inArray(virtualAccounts.divisionCode, divisionCodes),
        isNull(virtualAccounts.accountHolderCode),
        contractTypes,
      ),
    )
    .orderBy(asc(virtualAccounts.createdAt), asc(virtualAccounts.code));
  for (const row of rows) {
    byDivision.set(row.divisionCode, [...(byDivision.get(row.divisionCode) ?? []), toVirtualAccount(row)]);
  }
  return byDivision;
}

/**
 * Whether any of the matching accounts holds money. All of them are locked, so no ledger posting can slip in
 * between this check and the deletion that relies on it.
 */
export async function anyHoldsBalance(tx: Transaction, owner: SQL): Promise<boolean> {
  const rows = await tx.select().from(virtualAccounts).where(owner).for('update');
  return rows.some((row) => row.confirmedBalance !== 0 || row.pendingBalance !== 0 || row.payoutBalance !== 0);
}
