import { accountOwnerRoutes } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { documents, storedFiles } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { documentsOf, organizationDocument, requireDocument } from './document-queries.ts';
import { insertDocument, storeFile, updateDocument } from './document-writes.ts';
import { restartKycCheckForEvidence } from './kyc-evidence.ts';
import { type AccountHolderAddress, requireAccountHolder, requireLiveAccountHolder } from './scope.ts';
import { downloadOf } from './stored-file-queries.ts';
import { checkUpload, limitUploadBody } from './upload-check.ts';

const routes = accountOwnerRoutes;

async function requireLiveOrganization(tx: Transaction, address: AccountHolderAddress) {
  const accountHolder = await requireLiveAccountHolder(tx, address);
  if (accountHolder.legalForm !== 'ORGANIZATION') throw conflict(messages.organizationDocumentsOnlyForOrganization);
  return accountHolder;
}

/** Documents of an organization (registration extract, articles, ...), each with one file. */
export function registerOrganizationDocumentRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listOrganizationDocuments, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    return { elements: (await documentsOf(database.db, accountHolder.code, 'ORGANIZATION')).organization };
  });

  mountRoute(app, routes.createOrganizationDocument, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveOrganization(tx, params);
      const document = await organizationDocument(tx, await insertDocument(tx, accountHolder, 'ORGANIZATION', body));
      const audit = { actorEmail: caller.email, action: routes.createOrganizationDocument.id };
      await recordAudit(tx, {
        ...audit,
        entityType: 'document',
        entityId: document.code,
        before: null,
        after: document,
      });
      await restartKycCheckForEvidence(tx, accountHolder, audit);
      return document;
    }),
  );

  mountRoute(app, routes.updateOrganizationDocument, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveOrganization(tx, params);
      const current = await requireDocument(tx, accountHolder.code, 'ORGANIZATION', params.documentId);
      const before = await organizationDocument(tx, current);
      const updated = await updateDocument(tx, current, body);
      if (!updated) return before;
      const after = await organizationDocument(tx, updated);
      const audit = { actorEmail: caller.email, action: routes.updateOrganizationDocument.id };
      await recordAudit(tx, { ...audit, entityType: 'document', entityId: current.code, before, after });
      await restartKycCheckForEvidence(tx, accountHolder, audit);
      return after;
    }),
  );

  mountRoute(app, routes.deleteOrganizationDocument, ({ params, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveOrganization(tx, params);
      const current = await requireDocument(tx, accountHolder.code, 'ORGANIZATION', params.documentId);
      const before = await organizationDocument(tx, current);
      await tx.delete(documents).where(eq(documents.code, current.code));
      const audit = { actorEmail: caller.email, action: routes.deleteOrganizationDocument.id };
      await recordAudit(tx, { ...audit, entityType: 'document', entityId: current.code, before, after: null });
      await restartKycCheckForEvidence(tx, accountHolder, audit);
    }),
  );

  limitUploadBody(app, routes.uploadOrganizationDocumentFile.path);
  mountRoute(app, routes.uploadOrganizationDocumentFile, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveOrganization(tx, params);
      const current = await requireDocument(tx, accountHolder.code, 'ORGANIZATION', params.documentId);
      const upload = await checkUpload(body.file, 'file');
      const before = await organizationDocument(tx, current);
      // The new file replaces the previous one.
      await tx.delete(storedFiles).where(eq(storedFiles.documentCode, current.code));
      await storeFile(tx, { documentCode: current.code }, upload);
      const after = await organizationDocument(tx, current);
      const audit = { actorEmail: caller.email, action: routes.uploadOrganizationDocumentFile.id };
      await recordAudit(tx, { ...audit, entityType: 'document', entityId: current.code, before, after });
      await restartKycCheckForEvidence(tx, accountHolder, audit);
      return after;
    }),
  );

  mountRoute(app, routes.downloadOrganizationDocumentFile, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    const document = await requireDocument(database.db, accountHolder.code, 'ORGANIZATION', params.documentId);
    const file = await downloadOf(database.db, eq(storedFiles.documentCode, document.code));
    if (!file) throw notFound(messages.fileNotFound);
    return file;
  });
}
