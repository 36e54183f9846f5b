import { accountOwnerRoutes } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { documents, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { documentsOf, personalDocument, requireDocument } from './document-queries.ts';
import { insertDocument, storeFile, updateDocument } from './document-writes.ts';
import { restartKycCheckForEvidence } from './kyc-evidence.ts';
import { requireAccountHolder, requireLiveAccountHolder } from './scope.ts';
import { downloadOf } from './stored-file-queries.ts';
import { checkUpload, limitUploadBody } from './upload-check.ts';

const routes = accountOwnerRoutes;

/** Identity documents of a person (the seller, or the person acting for an organization), with their photos. */
export function registerPersonalDocumentRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listPersonalDocuments, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    return { elements: (await documentsOf(database.db, accountHolder.code, 'PERSONAL')).personal };
  });

  mountRoute(app, routes.createPersonalDocument, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveAccountHolder(tx, params);
      const document = await personalDocument(tx, await insertDocument(tx, accountHolder, 'PERSONAL', body));
      const audit = { actorEmail: caller.email, action: routes.createPersonalDocument.id };
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

  mountRoute(app, routes.updatePersonalDocument, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveAccountHolder(tx, params);
      const current = await requireDocument(tx, accountHolder.code, 'PERSONAL', params.documentId);
      const before = await personalDocument(tx, current);
      const updated = await updateDocument(tx, current, body);
      if (!updated) return before;
      const after = await personalDocument(tx, updated);
      const audit = { actorEmail: caller.email, action: routes.updatePersonalDocument.id };
      await recordAudit(tx, { ...audit, entityType: 'document', entityId: current.code, before, after });
      await restartKycCheckForEvidence(tx, accountHolder, audit);
      return after;
    }),
  );

  mountRoute(app, routes.deletePersonalDocument, ({ params, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveAccountHolder(tx, params);
      const current = await requireDocument(tx, accountHolder.code, 'PERSONAL', params.documentId);
      const before = await personalDocument(tx, current);
      // Its photos go with it (on delete cascade).
      await tx.delete(documents).where(eq(documents.code, current.code));
      const audit = { actorEmail: caller.email, action: routes.deletePersonalDocument.id };
      await recordAudit(tx, { ...audit, entityType: 'document', entityId: current.code, before, after: null });
      await restartKycCheckForEvidence(tx, accountHolder, audit);
    }),
  );

  limitUploadBody(app, routes.uploadPersonalDocumentPhoto.path);
  mountRoute(app, routes.uploadPersonalDocumentPhoto, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveAccountHolder(tx, params);
      const current = await requireDocument(tx, accountHolder.code, 'PERSONAL', params.documentId);
      const upload = await checkUpload(body.photo, 'photo');
      const before = await personalDocument(tx, current);
      await storeFile(tx, { documentCode: current.code }, upload);
      const after = await personalDocument(tx, current);
      const audit = { actorEmail: caller.email, action: routes.uploadPersonalDocumentPhoto.id };
      await recordAudit(tx, { ...audit, entityType: 'document', entityId: current.code, before, after });
      await restartKycCheckForEvidence(tx, accountHolder, audit);
      return after;
    }),
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
