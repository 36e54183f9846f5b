import type { CreateOrganizationDocumentBody, CreatePersonalDocumentBody } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { documents } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import type { AccountOwnerEvents } from './account-owner-events.ts';
import { type DocumentKind, type DocumentRow, requireDocument } from './document-queries.ts';
import { insertDocument, updateDocument } from './document-writes.ts';
import { restartKycCheckForEvidence } from './kyc-evidence.ts';
import type { AccountHolderAddress, AccountHolderRow } from './scope.ts';

/** How one kind of document (personal or organization) is reached and shown. */
export interface DocumentKindAccess<Shown> {
  kind: DocumentKind;
  /** The seller whose documents of this kind may be changed, locked for the transaction. */
  requireHolder(tx: Transaction, address: AccountHolderAddress): Promise<AccountHolderRow>;
  /** The document as the contract shows it. */
  present(db: Queryable, row: DocumentRow): Promise<Shown>;
  /** All of a seller's documents of this kind, as the contract shows them. */
  list(db: Queryable, accountHolderCode: string): Promise<Shown[]>;
}

interface DocumentAddress extends AccountHolderAddress {
  documentId: string;
}

/** A document change on the audit trail; new evidence restarts the seller's KYC check. */
async function recordDocumentChange(
  tx: Transaction,
  events: AccountOwnerEvents,
  accountHolder: AccountHolderRow,
  change: { caller: Caller; action: string; documentCode: string; before: unknown; after: unknown },
): Promise<void> {
  const audit = { actorEmail: change.caller.email, action: change.action };
  const { before, after } = change;
  await recordAudit(tx, { ...audit, entityType: 'document', entityId: change.documentCode, before, after });
  await restartKycCheckForEvidence(tx, events, accountHolder, audit, 'DOCUMENTS');
}

export async function createDocument<Shown extends { code: string }>(
  tx: Transaction,
  events: AccountOwnerEvents,
  access: DocumentKindAccess<Shown>,
  request: { address: AccountHolderAddress; body: CreatePersonalDocumentBody | CreateOrganizationDocumentBody },
  audit: { caller: Caller; action: string },
): Promise<Shown> {
  const accountHolder = await access.requireHolder(tx, request.address);
  const document = await access.present(tx, await insertDocument(tx, accountHolder, access.kind, request.body));
  await recordDocumentChange(tx, events, accountHolder, {
    ...audit,
    documentCode: document.code,
    before: null,
    after: document,
  });
  return document;
}

/**
 * Changes one document of a seller. `apply` answers the document as it is afterwards, null when it is gone, or
 * undefined when nothing changed (then nothing is recorded).
 */
async function changeDocument<Shown>(
  tx: Transaction,
  events: AccountOwnerEvents,
  access: DocumentKindAccess<Shown>,
  address: DocumentAddress,
  audit: { caller: Caller; action: string },
  apply: (current: DocumentRow) => Promise<DocumentRow | null | undefined>,
): Promise<Shown | null> {
  const accountHolder = await access.requireHolder(tx, address);
  const current = await requireDocument(tx, accountHolder.code, access.kind, address.documentId);
  const before = await access.present(tx, current);
  const changed = await apply(current);
  if (changed === undefined) return before;
  const after = changed && (await access.present(tx, changed));
  await recordDocumentChange(tx, events, accountHolder, { ...audit, documentCode: current.code, before, after });
  return after;
}

export async function patchDocument<Shown>(
  tx: Transaction,
  events: AccountOwnerEvents,
  access: DocumentKindAccess<Shown>,
  request: { address: DocumentAddress; patch: Partial<CreatePersonalDocumentBody | CreateOrganizationDocumentBody> },
  audit: { caller: Caller; action: string },
): Promise<Shown> {
  const after = await changeDocument(tx, events, access, request.address, audit, (current) =>
    updateDocument(tx, current, request.patch),
  );
  return after as Shown;
}

export async function deleteDocument<Shown>(
  tx: Transaction,
  events: AccountOwnerEvents,
  access: DocumentKindAccess<Shown>,
  address: DocumentAddress,
  audit: { caller: Caller; action: string },
): Promise<void> {
  await changeDocument(tx, events, access, address, audit, async (current) => {
    // Its stored files go with it (on delete cascade).
    await tx.delete(documents).where(eq(documents.code, current.code));
    return null;
  });
}

/** Keeps an upload for a document: `store` writes it, the document is shown with it afterwards. */
export async function uploadToDocument<Shown>(
  tx: Transaction,
  events: AccountOwnerEvents,
  access: DocumentKindAccess<Shown>,
  address: DocumentAddress,
  audit: { caller: Caller; action: string },
  store: (current: DocumentRow) => Promise<void>,
): Promise<Shown> {
  const after = await changeDocument(tx, events, access, address, audit, async (current) => {
    await store(current);
    return current;
  });
  return after as Shown;
}
