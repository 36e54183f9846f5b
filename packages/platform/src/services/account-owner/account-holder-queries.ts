import type { AccountHolderDetails, createAccountHolderBodySchema, ExternalAccountStatus } from '@ops/core/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Transaction } from '../../db/database.ts';
import { accountHolders, divisions, externalAccounts } from '../../db/schema/index.ts';
import {
  type AccountHolderExtras,
  type DivisionPayoutSchedule,
  identityColumns,
  toAccountHolderDetails,
  toIdentity,
} from './account-holder-wire.ts';
import { newCode } from './codes.ts';
import { documentsOf } from './document-queries.ts';
import type { AccountHolderRow, DivisionRow } from './scope.ts';
import { ubosOf } from './ubo-queries.ts';
import { openVirtualAccount, sellerAccountsOf } from './virtual-account-queries.ts';

/** The status of each seller's selected external account, by seller code. */
async function selectedAccountStatusOf(db: Queryable, accountHolderCodes: string[]) {
  const byAccountHolder = new Map<string, ExternalAccountStatus>();
  if (accountHolderCodes.length === 0) return byAccountHolder;
  const rows = await db
    .select({ accountHolderCode: externalAccounts.accountHolderCode, status: externalAccounts.status })
    .from(externalAccounts)
    .where(and(inArray(externalAccounts.accountHolderCode, accountHolderCodes), eq(externalAccounts.selected, true)));
  for (const row of rows) byAccountHolder.set(row.accountHolderCode as string, row.status);
  return byAccountHolder;
}

/** What each seller answer shows beside its row, by seller code; its division's payout scheduler given. */
export async function extrasOf(
  db: Queryable,
  sellers: { code: string; payoutSchedule: DivisionPayoutSchedule }[],
  withBalances: boolean,
): Promise<Map<string, AccountHolderExtras>> {
  const codes = sellers.map((seller) => seller.code);
  const [statuses, balances] = await Promise.all([
    selectedAccountStatusOf(db, codes),
    withBalances ? sellerAccountsOf(db, codes) : undefined,
  ]);
  return new Map(
    sellers.map(({ code, payoutSchedule }) => [
      code,
      {
        externalAccountStatus: statuses.get(code) ?? null,
        ...(withBalances ? { balances: balances?.get(code) ?? [] } : {}),
        payoutSchedule,
      },
    ]),
  );
}

/** A seller with its identity, UBOs and documents; with its balances when asked. */
export async function accountHolderDetails(
  db: Queryable,
  row: AccountHolderRow,
  options: { withBalances?: boolean } = {},
): Promise<AccountHolderDetails> {
  const [[division], ubos, documents] = await Promise.all([
    db
      .select({ scheduler: divisions.payoutScheduler, since: divisions.createdAt })
      .from(divisions)
      .where(eq(divisions.code, row.divisionCode)),
    ubosOf(db, row.code),
    documentsOf(db, row.code),
  ]);
  const payoutSchedule = division as DivisionPayoutSchedule;
  const extras = (await extrasOf(db, [{ code: row.code, payoutSchedule }], options.withBalances ?? false)).get(
    row.code,
  ) as AccountHolderExtras;
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
      code: newCode('accountHolder'),
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
