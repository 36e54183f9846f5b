import { and, type Column, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { accountHolders, divisions, merchants } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/api-problem.ts';
import type { MerchantScope } from '../../http/mount-route.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { invalidField } from './invalid-field.ts';

export type MerchantRow = typeof merchants.$inferSelect;
export type DivisionRow = typeof divisions.$inferSelect;
export type AccountHolderRow = typeof accountHolders.$inferSelect;

export interface DivisionAddress {
  merchantCode: string;
  divisionCode: string;
}

export interface AccountHolderAddress extends DivisionAddress {
  accountHolderCode: string;
}

/** A table whose rows belong to one division of one merchant. */
interface DivisionOwnedColumns {
  merchantCode: Column;
  divisionCode: Column;
}

/** The rows of that division. A division code is only unique within its merchant, so both are compared. */
export function inDivision(table: DivisionOwnedColumns, address: DivisionAddress) {
  return and(eq(table.merchantCode, address.merchantCode), eq(table.divisionCode, address.divisionCode));
}

/**
 * The row with that code, if it belongs to that division: a row of another merchant or division is as if it did
 * not exist, so an address never reaches another division's data.
 */
export function codeInDivision(table: DivisionOwnedColumns & { code: Column }, code: string, address: DivisionAddress) {
  return and(eq(table.code, code), inDivision(table, address));
}

export async function requireMerchant(db: Queryable, merchantCode: string): Promise<MerchantRow> {
  const [merchant] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.code, merchantCode), isNull(merchants.deletedAt)));
  if (!merchant) throw notFound(messages.merchantNotFound);
  return merchant;
}

/** A live division of that merchant: an unknown merchant, or a division of another merchant, is not found. */
export async function requireDivision(
  db: Queryable,
  address: DivisionAddress,
  options: { forUpdate?: boolean } = {},
): Promise<DivisionRow> {
  const query = db
    .select({ division: divisions })
    .from(divisions)
    .innerJoin(merchants, eq(merchants.code, divisions.merchantCode))
    .where(
      and(
        eq(divisions.code, address.divisionCode),
        eq(divisions.merchantCode, address.merchantCode),
        isNull(divisions.deletedAt),
        isNull(merchants.deletedAt),
      ),
    );
  const [found] = options.forUpdate ? await query.for('update', { of: divisions }) : await query;
  if (!found) throw notFound(messages.noMatchingDivision);
  return found.division;
}

/** The division a scoped call is bound to by its Merchant-Code and Merchant-Division-Code headers. */
export function boundDivision(scope: MerchantScope): DivisionAddress {
  if (!scope.merchantCode || !scope.divisionCode) {
    const field = scope.merchantCode ? 'merchant-division-code' : 'merchant-code';
    throw invalidField(field, messages.selectMerchant);
  }
  return { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode };
}

/**
 * A seller of that division, deleted or not: a seller addressed under another merchant or division is not
 * found. Inside a transaction that changes the seller, `forUpdate` locks its row so changes queue up.
 */
export async function requireAccountHolder(
  db: Queryable,
  address: AccountHolderAddress,
  options: { forUpdate?: boolean } = {},
): Promise<AccountHolderRow> {
  await requireDivision(db, address);
  const query = db
    .select()
    .from(accountHolders)
    .where(codeInDivision(accountHolders, address.accountHolderCode, address));
  const [accountHolder] = options.forUpdate ? await query.for('update') : await query;
  if (!accountHolder) throw notFound(messages.sellerNotFound);
  return accountHolder;
}

/** A seller that may still be changed: locked for the transaction, and not deleted. */
export async function requireLiveAccountHolder(db: Queryable, address: AccountHolderAddress) {
  const accountHolder = await requireAccountHolder(db, address, { forUpdate: true });
  if (accountHolder.deletedAt) throw conflict(messages.sellerDeleted);
  return accountHolder;
}
