import { kycSensitiveIdentityFields } from '@ops/core/contract';
import type { accountHolders } from '../../db/schema/index.ts';
import type { AccountHolderRow } from './scope.ts';

type AccountHolderColumns = Partial<typeof accountHolders.$inferInsert>;

/** The columns a seller's address is stored in. */
const addressColumns = ['street', 'houseNumber', 'houseNumberAddition', 'zipcode', 'city', 'country'] as const;

/**
 * The seller columns a KYC check verifies (the contract's `kycSensitiveIdentityFields`, the address spelt out,
 * and the company type, which decides the dataset and whether a government entity is approved automatically).
 * Changing one moves the seller to IN_PROGRESS and needs a new KYC check, which may cost money (spec section 4).
 * Not sensitive: the seller's display name, e-mail, phone, external reference and payouts mode. UBOs and
 * documents are KYC evidence too: adding, changing or removing one counts as a sensitive change.
 */
export const kycSensitiveColumns = [
  ...kycSensitiveIdentityFields.flatMap((field) => (field === 'address' ? addressColumns : [field])),
  'companyType',
] as const satisfies ReadonlyArray<keyof AccountHolderRow>;

/** The sensitive columns `changes` would give a new value. */
export function changedKycSensitiveColumns(row: AccountHolderRow, changes: AccountHolderColumns): string[] {
  return kycSensitiveColumns.filter((column) => changes[column] !== undefined && changes[column] !== row[column]);
}

/** What a KYC-sensitive change does to the seller: back to IN_PROGRESS, with a new KYC check pending. */
export const kycCheckRestart = { status: 'IN_PROGRESS', kycStatus: 'PENDING' } as const satisfies AccountHolderColumns;
