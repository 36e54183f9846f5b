import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { accountHolders, divisions, merchants, virtualAccounts } from '../../../db/schema/index.ts';
import { conflict } from '../../../http/api-problem.ts';
import type { SqlRunner } from '../../../ledger/sql-rows.ts';
import { inDivision } from '../../account-owner/scope.ts';
import { splitMessages as messages } from './split-messages.ts';

/** Whether the division is live and belongs to the merchant. */
export async function isLiveDivision(runner: SqlRunner, merchantCode: string, divisionCode: string): Promise<boolean> {
  const [division] = await runner
    .select({ code: divisions.code })
    .from(divisions)
    .innerJoin(merchants, eq(merchants.code, divisions.merchantCode))
    .where(
      and(
        eq(divisions.code, divisionCode),
        eq(divisions.merchantCode, merchantCode),
        isNull(divisions.deletedAt),
        isNull(merchants.deletedAt),
      ),
    );
  return division !== undefined;
}

/** The division income account in the currency: where a split's fees and unallocated rest go. */
export async function divisionIncomeAccount(tx: Transaction, divisionCode: string, currency: string): Promise<string> {
  return (await divisionIncomeAccounts(tx, [divisionCode]))(divisionCode, currency);
}

/**
 * The income accounts of these divisions in every currency, read at once, as a lookup that answers or refuses as
 * `divisionIncomeAccount` does (409 when the division has none in the currency).
 */
export async function divisionIncomeAccounts(
  tx: Transaction,
  divisionCodes: readonly string[],
): Promise<(divisionCode: string, currency: string) => string> {
  const rows = await tx
    .select({
      code: virtualAccounts.code,
      divisionCode: virtualAccounts.divisionCode,
      currency: virtualAccounts.currency,
    })
    .from(virtualAccounts)
    .where(and(inArray(virtualAccounts.divisionCode, [...divisionCodes]), eq(virtualAccounts.type, 'DIVISION_INCOME')));
  const accounts = new Map(rows.map((row) => [`${row.divisionCode} ${row.currency}`, row.code]));
  return (divisionCode, currency) => {
    const account = accounts.get(`${divisionCode} ${currency}`);
    if (!account) throw conflict(messages.noIncomeAccount({ currency }));
    return account;
  };
}

/**
 * The live sellers of the division among these codes, each with its virtual account in the currency (null when it
 * has none).
 */
export async function sellerAccounts(
  tx: Transaction,
  division: { merchantCode: string; divisionCode: string },
  sellerCodes: string[],
  currency: string,
): Promise<Map<string, string | null>> {
  if (sellerCodes.length === 0) return new Map();
  const rows = await tx
    .select({ sellerCode: accountHolders.code, virtualAccountCode: virtualAccounts.code })
    .from(accountHolders)
    .leftJoin(
      virtualAccounts,
      and(
        eq(virtualAccounts.accountHolderCode, accountHolders.code),
        eq(virtualAccounts.type, 'SELLER'),
        eq(virtualAccounts.currency, currency),
      ),
    )
    .where(
      and(
        inArray(accountHolders.code, sellerCodes),
        inDivision(accountHolders, division),
        isNull(accountHolders.deletedAt),
      ),
    );
  return new Map(rows.map((row) => [row.sellerCode, row.virtualAccountCode]));
}
