import type {
  accountHolders,
  divisions,
  documents,
  externalAccounts,
  merchants,
  storedFiles,
  ubos,
  virtualAccounts,
} from '../db/schema/index.ts';

export type MerchantRow = typeof merchants.$inferInsert;
export type DivisionRow = typeof divisions.$inferInsert;
export type AccountHolderRow = typeof accountHolders.$inferInsert;
export type VirtualAccountRow = typeof virtualAccounts.$inferInsert;
export type ExternalAccountRow = typeof externalAccounts.$inferInsert;
export type UboRow = typeof ubos.$inferInsert;
export type DocumentRow = typeof documents.$inferInsert;
export type StoredFileRow = typeof storedFiles.$inferInsert;

/** A seller and everything that hangs off it, as rows ready to insert. */
export interface SellerRows {
  accountHolder: AccountHolderRow;
  virtualAccount: VirtualAccountRow;
  externalAccounts: ExternalAccountRow[];
  ubos: UboRow[];
  documents: DocumentRow[];
  storedFiles: StoredFileRow[];
}
