import { i18nObject } from '@ops/locales';
import type { Queryable } from '../../../db/database.ts';
import { virtualAccounts } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { codeInDivision, type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';

const en = i18nObject('en');

/**
 * The virtual account under its merchant division's path: an unknown division is 404 'No matching division
 * found', and an account of another division is 404 as if it did not exist, so a path never shows another
 * division's money.
 */
export async function requireDivisionAccount(
  db: Queryable,
  address: DivisionAddress & { virtualAccountCode: string },
): Promise<void> {
  await requireDivision(db, address);
  const [account] = await db
    .select({ code: virtualAccounts.code })
    .from(virtualAccounts)
    .where(codeInDivision(virtualAccounts, address.virtualAccountCode, address));
  if (!account) throw notFound(en.insights.wire.virtualAccountNotInDivision({ code: address.virtualAccountCode }));
}
