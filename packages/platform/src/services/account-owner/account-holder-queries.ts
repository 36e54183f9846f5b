import type { AccountHolderDetails, createAccountHolderBodySchema, ExternalAccountStatus } from '@ops/core/contract';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newCode } from '../../db/codes.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { accountHolders, divisions, externalAccounts } from '../../db/schema/index.ts';
import {
  type AccountHolderExtras,
  type DivisionPayoutSchedule,
  identityColumns,
  toAccountHolderDetails,
  toIdentity,
} from './account-holder-wire.ts';
import { documentsOf } from './document-queries.ts';
import type { AccountHolderRow, DivisionRow } from './scope.ts';
import { ubosOf } from './ubo-queries.ts';
import { openVirtualAccount, sellerAccountsFromJson, sellerAccountsJson } from './virtual-account-queries.ts';

/**
 * What each seller answer shows beside its row, as columns of one select (`seller` is the seller's code, a column
 * or a value): its selected external account's status (a seller has one at most) and, when asked, its accounts.
 */
export function extrasColumns(seller: SQLWrapper | string, withBalances: boolean) {
  return {
    externalAccountStatus: sql<ExternalAccountStatus | null>`(select ${externalAccounts.status} from ${externalAccounts}
      where ${and(eq(externalAccounts.accountHolderCode, seller), eq(externalAccounts.selected, true))})`,
    balances: withBalances ? sellerAccountsJson(seller) : sql<null>`null`,
  };
}

/** The extras of a seller from the columns `extrasColumns` read; its division's payout scheduler given. */
export function toExtras(
  columns: { externalAccountStatus: ExternalAccountStatus | null; balances: string | null },
  payoutSchedule: DivisionPayoutSchedule,
): AccountHolderExtras {
  return {
    externalAccountStatus: columns.externalAccountStatus,
    ...(columns.balances === null ? {} : { balances: sellerAccountsFromJson(columns.balances) }),
    payoutSchedule,
  };
}

/** A seller with its identity, UBOs and documents; with its balances when asked. */
export async function accountHolderDetails(
  db: Queryable,
  row: AccountHolderRow,
  options: { withBalances?: boolean } = {},
): Promise<AccountHolderDetails> {
  const [[division], ubos, documents] = await Promise.all([
    db
      .select({
        scheduler: divisions.payoutScheduler,
        since: divisions.createdAt,
        ...extrasColumns(row.code, options.withBalances ?? false),
      })
      .from(divisions)
      .where(eq(divisions.code, row.divisionCode)),
    ubosOf(db, row.code),
    documentsOf(db, row.code),
  ]);
  const { scheduler, since, ...columns } = division as NonNullable<typeof division>;
  const extras = toExtras(columns, { scheduler, since });
  return toAccountHolderDetails(row, extras, toIdentity(row, ubos, documents));
}

/** A new seller with a generated code, missing data until its KYC check starts, with its virtual account. */
export async function insertAccountHolder(
  tx: Transaction,
  division: DivisionRow,
  body: z.output<typeof createAccountHolderBodySchema>,
): Promise<AccountHolderRow> {
  const [row] = await tx
    .insert(accountHolders)
    .values({
      code: newCode('AH'),
      merchantCode: division.merchantCode,
      divisionCode: division.code,
      name: body.name,
      email: body.email,
      legalForm: body.legalForm,
      companyType: body.companyType ?? null,
      payoutsMode: body.payoutsMode,
      ...identityColumns(body.identity),
    })
    .returning();
  if (!row) throw new Error('the seller was not inserted');
  await openVirtualAccount(tx, {
    merchantCode: division.merchantCode,
    divisionCode: division.code,
    accountHolderCode: row.code,
    displayName: row.name,
  });
  return row;
}
