import { accountOwnerRoutes as routes } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import type { AccountOwnerEvents } from './account-owner-events.ts';
import type { DocumentKindAccess } from './document-changes.ts';
import { mountDocumentKindRoutes } from './document-kind-routes.ts';
import { documentsOf, personalDocument } from './document-queries.ts';
import { storeFile } from './document-writes.ts';
import { requireLiveAccountHolder } from './scope.ts';
import { downloadOf } from './stored-file-queries.ts';
import { checkUpload } from './upload-check.ts';

const personalDocuments: DocumentKindAccess<Awaited<ReturnType<typeof personalDocument>>> = {
  kind: 'PERSONAL',
  requireHolder: requireLiveAccountHolder,
  present: personalDocument,
  list: async (db, accountHolderCode) => (await documentsOf(db, accountHolderCode, 'PERSONAL')).personal,
};

/** Identity documents of a person (the seller, or the person acting for an organization), with their photos. */
export function registerPersonalDocumentRoutes(app: PlatformApp, database: Database, events: AccountOwnerEvents): void {
  mountDocumentKindRoutes(
    app,
    database,
    events,
    personalDocuments,
    {
      list: routes.listPersonalDocuments,
      create: routes.createPersonalDocument,
      update: routes.updatePersonalDocument,
      delete: routes.deletePersonalDocument,
      upload: routes.uploadPersonalDocumentPhoto,
      download: routes.downloadPersonalDocumentPhoto,
    },
    {
      async store(tx, current, body) {
        // A photo is added beside the ones before it (front and back).
        await storeFile(tx, { documentCode: current.code }, await checkUpload(body.photo, 'photo'));
      },
      find(db, document, params) {
        const ofDocument = eq(storedFiles.documentCode, document.code);
        return downloadOf(db, sql`${ofDocument} and ${eq(storedFiles.code, params.photoId)}`);
      },
    },
  );
}
