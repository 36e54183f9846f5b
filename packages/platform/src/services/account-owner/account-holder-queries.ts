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
  type AccountHolderListRow,
  identityColumns,
  toAccountHolder,
  toAccountHolderDetails,
  toIdentity,
} from './account-holder-wire.ts';
import { accountOwnerMessages } from './account-owner-messages.ts';
import { newCode } from './codes.ts';
import { documentsOf } from './document-queries.ts';
import { invalidField } from './invalid-field.ts';
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
  rows: AccountHolderListRow[],
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

/** What the list reads of each seller: a long list is decoded row by row, so only the columns it shows. */
const listColumns = {
  code: accountHolders.code,
  merchantCode: accountHolders.merchantCode,
  divisionCode: accountHolders.divisionCode,
  name: accountHolders.name,
  email: accountHolders.email,
  status: accountHolders.status,
  kycStatus: accountHolders.kycStatus,
  legalForm: accountHolders.legalForm,
  companyType: accountHolders.companyType,
  totalVolume: accountHolders.totalVolume,
  totalVolumeCurrency: accountHolders.totalVolumeCurrency,
  payoutsMode: accountHolders.payoutsMode,
  nextScheduledPayoutDate: accountHolders.nextScheduledPayoutDate,
  hostedOnboardingUrl: accountHolders.hostedOnboardingUrl,
  deletedAt: accountHolders.deletedAt,
  createdAt: accountHolders.createdAt,
} satisfies Record<keyof AccountHolderListRow, unknown>;

/** The list's order: by name whatever the case, then by code (the list indexes' order). */
const listOrder = [asc(sql`lower(${accountHolders.name})`), asc(accountHolders.code)];

/** The sellers after `code` in the list's order: a keyset page's condition, served by the list indexes. */
async function afterSeller(db: Queryable, division: DivisionRow, code: string) {
  const [cursor] = await db
    .select({ name: accountHolders.name, code: accountHolders.code })
    .from(accountHolders)
    .where(and(eq(accountHolders.code, code), eq(accountHolders.divisionCode, division.code)));
  if (!cursor) throw invalidField('after', accountOwnerMessages.sellerNotFound);
  return sql`(lower(${accountHolders.name}), ${accountHolders.code}) > (lower(${cursor.name}), ${cursor.code})`;
}

/**
 * A page of a division's sellers matching the list's filters, by name, then code. With `after` the page starts
 * after that seller instead of skipping rows, and is not counted: reading a long list page by page then costs the
 * same on every page (skipping and counting grow with the list). Its `totalCount` is a lower bound: the sellers of
 * the pages before it and of this one, plus one while more follow, so a reader goes on until it has seen that many.
 */
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
  let rows: AccountHolderListRow[];
  let totalCount: number;
  if (query.after !== undefined) {
    const after = await afterSeller(db, division, query.after);
    const found = await db
      .select(listColumns)
      .from(accountHolders)
      .where(and(where, after))
      .orderBy(...listOrder)
      .limit(query.limit + 1);
    rows = found.slice(0, query.limit);
    totalCount = query.page * query.limit + found.length;
  } else {
    const [page, [total]] = await Promise.all([
      db
        .select(listColumns)
        .from(accountHolders)
        .where(where)
        .orderBy(...listOrder)
        .limit(query.limit)
        .offset(query.page * query.limit),
      db.select({ value: count() }).from(accountHolders).where(where),
    ]);
    rows = page;
    totalCount = total?.value ?? 0;
  }
  const withBalances = query._fragments === 'balances';
  const extras = await extrasOf(db, rows, division.payoutScheduler, withBalances);
  return {
    elements: rows.map((row) => {
      const extra = extras.get(row.code) as AccountHolderExtras;
      return toAccountHolder(row, withBalances ? extra : { ...extra, balances: undefined });
    }),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount,
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
