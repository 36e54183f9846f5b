import type { VirtualAccountBalance } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { virtualAccounts } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { fundMessages as messages } from './fund-messages.ts';

/** The columns that show a virtual account with its balances now. */
export const virtualAccountBalanceColumns = {
  code: virtualAccounts.code,
  displayName: virtualAccounts.displayName,
  currency: virtualAccounts.currency,
  type: virtualAccounts.type,
  confirmedBalance: virtualAccounts.confirmedBalance,
  pendingBalance: virtualAccounts.pendingBalance,
  payoutBalance: virtualAccounts.payoutBalance,
};

/** A virtual account's current balances; an unknown code is 404 with the spec's 'Error, check virtual account code'. */
export async function getVirtualAccountBalance(db: Queryable, code: string): Promise<VirtualAccountBalance> {
  const [account] = await db
    .select({
      ...virtualAccountBalanceColumns,
      merchantCode: virtualAccounts.merchantCode,
      divisionCode: virtualAccounts.divisionCode,
      accountHolderCode: virtualAccounts.accountHolderCode,
    })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.code, code));
  if (!account) throw notFound(messages.checkVirtualAccountCode);
  return account;
}
