import type {
  AccountHolder,
  AccountHolderDetails,
  AccountHolderListQuery,
  createAccountHolderBodySchema,
  ExternalAccountStatus,
  Page,
  PayoutScheduler,
} from '@ops/core/contract';
import { and, asc, count, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Transaction } from '../../db/database.ts';
import { accountHolders, divisions, externalAccounts, virtualAccounts } from '../../db/schema/index.ts';
import {
  type AccountHolderExtras,
  identityColumns,
  toAccountHolder,
  toAccountHolderDetails,
  toIdentity,
} from './account-holder-wire.ts';
import { newCode } from './codes.ts';
import { documentsOf } from './document-queries.ts';
import { containsPattern } from './like-pattern.ts';
import type { AccountHolderRow, DivisionRow } from './scope.ts';
import { ubosOf } from './ubo-queries.ts';
import { holdsBalance, openVirtualAccount, sellerAccountsOf } from './virtual-account-queries.ts';

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

async function extrasOf(
  db: Queryable,
  rows: AccountHolderRow[],
  payoutScheduler: PayoutScheduler,
  withBalances: boolean,
): Promise<Map<string, AccountHolderExtras>> {
  const codes = rows.map((row) => row.code);
  const [statuses, balances] = await Promise.all([
    selectedAccountStatusOf(db, codes),
    withBalances ? sellerAccountsOf(db, codes) : undefined,
  ]);
  return new Map(
    codes.map((code) => [
      code,
      { externalAccountStatus: statuses.get(code) ?? null, balances: balances?.get(code) ?? [], payoutScheduler },
    ]),
  );
}

/** A page of a division's sellers matching the list's filters, by name, then code. */
export async function listAccountHolders(
  db: Queryable,
  division: DivisionRow,
  query: AccountHolderListQuery,
): Promise<Page<AccountHolder>> {
  const pattern = query.search === undefined ? undefined : containsPattern(query.search);
  const where = and(
    eq(accountHolders.divisionCode, division.code),
    query.showDeleted ? undefined : isNull(accountHolders.deletedAt),
    query.status ? eq(accountHolders.status, query.status) : undefined,
    pattern === undefined ? undefined : sql`${accountHolders.searchText} like ${pattern}`,
    query.hideNoBalance
      ? exists(
          db
            .select({ one: sql`1` })
            .from(virtualAccounts)
            .where(and(eq(virtualAccounts.accountHolderCode, accountHolders.code), holdsBalance)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accountHolders)
      .where(where)
      .orderBy(asc(sql`lower(${accountHolders.name})`), asc(accountHolders.code))
      .limit(query.limit)
      .offset(query.page * query.limit),
    db.select({ value: count() }).from(accountHolders).where(where),
  ]);
  const withBalances = query._fragments === 'balances';
  const extras = await extrasOf(db, rows, division.payoutScheduler, withBalances);
  return {
    elements: rows.map((row) => {
      const extra = extras.get(row.code) as AccountHolderExtras;
      return toAccountHolder(row, withBalances ? extra : { ...extra, balances: undefined });
    }),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount: total?.value ?? 0,
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
      .select({ payoutScheduler: divisions.payoutScheduler })
      .from(divisions)
      .where(eq(divisions.code, row.divisionCode)),
    ubosOf(db, row.code),
    documentsOf(db, row.code),
  ]);
  const scheduler = division?.payoutScheduler as PayoutScheduler;
  const extras = (await extrasOf(db, [row], scheduler, options.withBalances ?? false)).get(
    row.code,
  ) as AccountHolderExtras;
  return toAccountHolderDetails(
    row,
    options.withBalances ? extras : { ...extras, balances: undefined },
    toIdentity(row, ubos, documents),
  );
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
