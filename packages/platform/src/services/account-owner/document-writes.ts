import {
  type CreateOrganizationDocumentBody,
  type CreatePersonalDocumentBody,
  expiryBeforeIssueMessage,
} from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Transaction } from '../../db/database.ts';
import { documents, storedFiles } from '../../db/schema/index.ts';
import type { DocumentKind, DocumentRow } from './document-queries.ts';
import { invalidField } from './invalid-field.ts';
import type { AccountHolderRow } from './scope.ts';
import type { CheckedUpload } from './upload-check.ts';

type DocumentInput = Partial<CreatePersonalDocumentBody | CreateOrganizationDocumentBody>;

/** Only the fields sent; null clears one. */
const definedFields = (input: DocumentInput) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as DocumentInput;

export async function insertDocument(
  tx: Transaction,
  accountHolder: AccountHolderRow,
  kind: DocumentKind,
  body: CreatePersonalDocumentBody | CreateOrganizationDocumentBody,
): Promise<DocumentRow> {
  const [row] = await tx
    .insert(documents)
    .values({
      ...definedFields(body),
      type: body.type,
      code: newCode('DOC'),
      accountHolderCode: accountHolder.code,
      kind,
    })
    .returning();
  if (!row) throw new Error('the document was not inserted');
  return row;
}

/**
 * A document after a patch: it still expires after it was issued, whichever of the two the patch sent. Undefined
 * when the patch changes nothing.
 */
export async function updateDocument(
  tx: Transaction,
  current: DocumentRow,
  patch: DocumentInput,
): Promise<DocumentRow | undefined> {
  const changes = Object.fromEntries(
    Object.entries(definedFields(patch)).filter(([field, value]) => current[field as keyof DocumentRow] !== value),
  ) as DocumentInput;
  const merged = { ...current, ...changes };
  if (merged.issuedAt && merged.expiresAt && merged.expiresAt <= merged.issuedAt) {
    throw invalidField('expiresAt', expiryBeforeIssueMessage);
  }
  if (Object.keys(changes).length === 0) return undefined;
  const [row] = await tx.update(documents).set(changes).where(eq(documents.code, current.code)).returning();
  return row;
}

/** Keeps an uploaded file for a document or an external account. */
export async function storeFile(
  tx: Transaction,
  owner: { documentCode: string } | { externalAccountCode: string },
  upload: CheckedUpload,
): Promise<string> {
  const code = newCode('F');
  await tx.insert(storedFiles).values({ ...owner, ...upload, code });
  return code;
}
