import { accountOwnerRoutes as routes } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { conflict } from '../../http/api-problem.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import type { AccountOwnerEvents } from './account-owner-events.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import type { DocumentKindAccess } from './document-changes.ts';
import { mountDocumentKindRoutes } from './document-kind-routes.ts';
import { documentsOf, organizationDocument } from './document-queries.ts';
import { storeFile } from './document-writes.ts';
import { type AccountHolderAddress, requireLiveAccountHolder } from './scope.ts';
import { downloadOf } from './stored-file-queries.ts';
import { checkUpload } from './upload-check.ts';

async function requireLiveOrganization(tx: Transaction, address: AccountHolderAddress) {
  const accountHolder = await requireLiveAccountHolder(tx, address);
  if (accountHolder.legalForm !== 'ORGANIZATION') throw conflict(messages.organizationDocumentsOnlyForOrganization);
  return accountHolder;
}

const organizationDocuments: DocumentKindAccess<Awaited<ReturnType<typeof organizationDocument>>> = {
  kind: 'ORGANIZATION',
  requireHolder: requireLiveOrganization,
  present: organizationDocument,
  list: async (db, accountHolderCode) => (await documentsOf(db, accountHolderCode, 'ORGANIZATION')).organization,
};

/** Documents of an organization (registration extract, articles, ...), each with one file. */
export function registerOrganizationDocumentRoutes(
  app: PlatformApp,
  database: Database,
  events: AccountOwnerEvents,
): void {
  mountDocumentKindRoutes(
    app,
    database,
    events,
    organizationDocuments,
    {
      list: routes.listOrganizationDocuments,
      create: routes.createOrganizationDocument,
      update: routes.updateOrganizationDocument,
      delete: routes.deleteOrganizationDocument,
      upload: routes.uploadOrganizationDocumentFile,
      download: routes.downloadOrganizationDocumentFile,
    },
    {
      async store(tx, current, body) {
        const upload = await checkUpload(body.file, 'file');
        // The new file replaces the previous one.
        await tx.delete(storedFiles).where(eq(storedFiles.documentCode, current.code));
        await storeFile(tx, { documentCode: current.code }, upload);
      },
      find: (db, document) => downloadOf(db, eq(storedFiles.documentCode, document.code)),
    },
  );
}
