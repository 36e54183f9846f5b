import type { ExternalAccount } from '@ops/core/contract';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { externalAccounts } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { filesOfExternalAccounts } from './stored-file-queries.ts';

export type ExternalAccountRow = typeof externalAccounts.$inferSelect;

/** IBANs are stored electronically (no spaces); people read them in groups of four. */
export const readableIban = (iban: string) => iban.replace(/(.{4})(?!$)/g, '$1 ');

async function withFiles(db: Queryable, rows: ExternalAccountRow[]): Promise<ExternalAccount[]> {
  const files = await filesOfExternalAccounts(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => ({
    code: row.code,
    divisionCode: row.divisionCode,
    accountHolderCode: row.accountHolderCode,
    type: row.type,
    displayName: row.displayName,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    iban: row.iban,
    accountNumber: row.accountNumber,
    routingNumber: row.routingNumber,
    selected: row.selected,
    status: row.status,
    file: files.get(row.code) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function toExternalAccount(db: Queryable, row: ExternalAccountRow): Promise<ExternalAccount> {
  return (await withFiles(db, [row]))[0] as ExternalAccount;
}

async function listWhere(db: Queryable, where: SQL | undefined): Promise<ExternalAccount[]> {
  const rows = await db
    .select()
    .from(externalAccounts)
    .where(where)
    .orderBy(asc(externalAccounts.createdAt), asc(externalAccounts.code));
  return withFiles(db, rows);
}

export const sellerExternalAccounts = (db: Queryable, accountHolderCode: string) =>
  listWhere(db, eq(externalAccounts.accountHolderCode, accountHolderCode));

/** A division's own accounts, not its sellers'. */
export const divisionExternalAccounts = (db: Queryable, divisionCode: string) =>
  listWhere(db, and(eq(externalAccounts.divisionCode, divisionCode), isNull(externalAccounts.accountHolderCode)));

export async function requireExternalAccount(
  db: Queryable,
  accountHolderCode: string,
  externalAccountCode: string,
): Promise<ExternalAccountRow> {
  const [row] = await db
    .select()
    .from(externalAccounts)
    .where(
      and(eq(externalAccounts.code, externalAccountCode), eq(externalAccounts.accountHolderCode, accountHolderCode)),
    );
  if (!row) throw notFound(messages.externalAccountNotFound);
  return row;
}
