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
  const [account] = await tx
    .select({ code: virtualAccounts.code })
    .from(virtualAccounts)
    .where(
      and(
        eq(virtualAccounts.divisionCode, divisionCode),
        eq(virtualAccounts.type, 'DIVISION_INCOME'),
        eq(virtualAccounts.currency, currency),
      ),
    );
  if (!account) throw conflict(messages.noIncomeAccount({ currency }));
  return account.code;
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
