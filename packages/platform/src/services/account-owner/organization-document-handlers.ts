import { accountOwnerRoutes } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import {
  createDocument,
  type DocumentKindAccess,
  deleteDocument,
  patchDocument,
  uploadToDocument,
} from './document-changes.ts';
import { documentsOf, organizationDocument, requireDocument } from './document-queries.ts';
import { storeFile } from './document-writes.ts';
import { type AccountHolderAddress, requireAccountHolder, requireLiveAccountHolder } from './scope.ts';
import { downloadOf } from './stored-file-queries.ts';
import { checkUpload, limitUploadBody } from './upload-check.ts';

const routes = accountOwnerRoutes;

async function requireLiveOrganization(tx: Transaction, address: AccountHolderAddress) {
  const accountHolder = await requireLiveAccountHolder(tx, address);
  if (accountHolder.legalForm !== 'ORGANIZATION') throw conflict(messages.organizationDocumentsOnlyForOrganization);
  return accountHolder;
}

const organizationDocuments: DocumentKindAccess<Awaited<ReturnType<typeof organizationDocument>>> = {
  kind: 'ORGANIZATION',
  requireHolder: requireLiveOrganization,
  present: organizationDocument,
};

/** Documents of an organization (registration extract, articles, ...), each with one file. */
export function registerOrganizationDocumentRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listOrganizationDocuments, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    return { elements: (await documentsOf(database.db, accountHolder.code, 'ORGANIZATION')).organization };
  });

  mountRoute(app, routes.createOrganizationDocument, ({ params, body, caller }) =>
    database.transaction((tx) =>
      createDocument(
        tx,
        organizationDocuments,
        { address: params, body },
        { caller, action: routes.createOrganizationDocument.id },
      ),
    ),
  );

  mountRoute(app, routes.updateOrganizationDocument, ({ params, body, caller }) =>
    database.transaction((tx) =>
      patchDocument(
        tx,
        organizationDocuments,
        { address: params, patch: body },
        { caller, action: routes.updateOrganizationDocument.id },
      ),
    ),
  );

  mountRoute(app, routes.deleteOrganizationDocument, ({ params, caller }) =>
    database.transaction((tx) =>
      deleteDocument(tx, organizationDocuments, params, { caller, action: routes.deleteOrganizationDocument.id }),
    ),
  );

  limitUploadBody(app, routes.uploadOrganizationDocumentFile.path);
  mountRoute(app, routes.uploadOrganizationDocumentFile, ({ params, body, caller }) =>
    database.transaction((tx) =>
      uploadToDocument(
        tx,
        organizationDocuments,
        params,
        { caller, action: routes.uploadOrganizationDocumentFile.id },
        async (current) => {
          const upload = await checkUpload(body.file, 'file');
          // The new file replaces the previous one.
          await tx.delete(storedFiles).where(eq(storedFiles.documentCode, current.code));
          await storeFile(tx, { documentCode: current.code }, upload);
        },
      ),
    ),
  );

  mountRoute(app, routes.downloadOrganizationDocumentFile, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    const document = await requireDocument(database.db, accountHolder.code, 'ORGANIZATION', params.documentId);
    const file = await downloadOf(database.db, eq(storedFiles.documentCode, document.code));
    if (!file) throw notFound(messages.fileNotFound);
    return file;
  });
}
