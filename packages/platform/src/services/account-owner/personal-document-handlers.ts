import { accountOwnerRoutes } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
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
import { documentsOf, personalDocument, requireDocument } from './document-queries.ts';
import { storeFile } from './document-writes.ts';
import { requireAccountHolder, requireLiveAccountHolder } from './scope.ts';
import { downloadOf } from './stored-file-queries.ts';
import { checkUpload, limitUploadBody } from './upload-check.ts';

const routes = accountOwnerRoutes;

const personalDocuments: DocumentKindAccess<Awaited<ReturnType<typeof personalDocument>>> = {
  kind: 'PERSONAL',
  requireHolder: requireLiveAccountHolder,
  present: personalDocument,
};

/** Identity documents of a person (the seller, or the person acting for an organization), with their photos. */
export function registerPersonalDocumentRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listPersonalDocuments, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    return { elements: (await documentsOf(database.db, accountHolder.code, 'PERSONAL')).personal };
  });

  mountRoute(app, routes.createPersonalDocument, ({ params, body, caller }) =>
    database.transaction((tx) =>
      createDocument(
        tx,
        personalDocuments,
        { address: params, body },
        { caller, action: routes.createPersonalDocument.id },
      ),
    ),
  );

  mountRoute(app, routes.updatePersonalDocument, ({ params, body, caller }) =>
    database.transaction((tx) =>
      patchDocument(
        tx,
        personalDocuments,
        { address: params, patch: body },
        { caller, action: routes.updatePersonalDocument.id },
      ),
    ),
  );

  mountRoute(app, routes.deletePersonalDocument, ({ params, caller }) =>
    database.transaction((tx) =>
      deleteDocument(tx, personalDocuments, params, { caller, action: routes.deletePersonalDocument.id }),
    ),
  );

  limitUploadBody(app, routes.uploadPersonalDocumentPhoto.path);
  mountRoute(app, routes.uploadPersonalDocumentPhoto, ({ params, body, caller }) =>
    database.transaction((tx) =>
      uploadToDocument(
        tx,
        personalDocuments,
        params,
        { caller, action: routes.uploadPersonalDocumentPhoto.id },
        async (current) => {
          // A photo is added beside the ones before it (front and back).
          await storeFile(tx, { documentCode: current.code }, await checkUpload(body.photo, 'photo'));
        },
      ),
    ),
  );

  mountRoute(app, routes.downloadPersonalDocumentPhoto, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    const document = await requireDocument(database.db, accountHolder.code, 'PERSONAL', params.documentId);
    const ofDocument = eq(storedFiles.documentCode, document.code);
    const photo = await downloadOf(database.db, sql`${ofDocument} and ${eq(storedFiles.code, params.photoId)}`);
    if (!photo) throw notFound(messages.fileNotFound);
    return photo;
  });
}
