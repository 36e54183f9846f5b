import type {
  OrganizationDocument,
  OrganizationDocumentType,
  PersonalDocument,
  PersonalDocumentType,
} from '@ops/core/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { type documentKinds, documents } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { filesOfDocuments } from './stored-file-queries.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentKind = (typeof documentKinds)[number];

function documentFields(row: DocumentRow) {
  return {
    code: row.code,
    number: row.number,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    issuerCountry: row.issuerCountry,
    externalReference: row.externalReference,
    createdAt: row.createdAt.toISOString(),
  };
}

async function documentRowsOf(db: Queryable, accountHolderCode: string, kind?: DocumentKind) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.accountHolderCode, accountHolderCode), kind ? eq(documents.kind, kind) : undefined))
    .orderBy(asc(documents.createdAt), asc(documents.code));
}

/** Each row as the contract shows it: a personal document with all its photos, an organization one with its file. */
async function toDocuments(db: Queryable, rows: DocumentRow[]) {
  const files = await filesOfDocuments(
    db,
    rows.map((row) => row.code),
  );
  const personal: PersonalDocument[] = [];
  const organization: OrganizationDocument[] = [];
  for (const row of rows) {
    const stored = files.get(row.code) ?? [];
    if (row.kind === 'PERSONAL') {
      personal.push({ ...documentFields(row), type: row.type as PersonalDocumentType, photos: stored });
    } else {
      // The latest upload replaced the ones before it.
      organization.push({
        ...documentFields(row),
        type: row.type as OrganizationDocumentType,
        file: stored.at(-1) ?? null,
      });
    }
  }
  return { personal, organization };
}

export async function documentsOf(db: Queryable, accountHolderCode: string, kind?: DocumentKind) {
  return toDocuments(db, await documentRowsOf(db, accountHolderCode, kind));
}

export async function personalDocument(db: Queryable, row: DocumentRow): Promise<PersonalDocument> {
  return (await toDocuments(db, [row])).personal[0] as PersonalDocument;
}

export async function organizationDocument(db: Queryable, row: DocumentRow): Promise<OrganizationDocument> {
  return (await toDocuments(db, [row])).organization[0] as OrganizationDocument;
}

export async function requireDocument(
  db: Queryable,
  accountHolderCode: string,
  kind: DocumentKind,
  documentCode: string,
): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.code, documentCode),
        eq(documents.accountHolderCode, accountHolderCode),
        eq(documents.kind, kind),
      ),
    );
  if (!row) throw notFound(messages.documentNotFound);
  return row;
}
