import type { ContractRoute } from '@ops/core/contract';
import type { z } from 'zod';
import type { Database, Queryable, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import type { AccountOwnerEvents } from './account-owner-events.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import {
  createDocument,
  type DocumentKindAccess,
  deleteDocument,
  patchDocument,
  uploadToDocument,
} from './document-changes.ts';
import { type DocumentRow, requireDocument } from './document-queries.ts';
import { type AccountHolderAddress, requireAccountHolder } from './scope.ts';

interface DocumentAddress extends AccountHolderAddress {
  documentId: string;
}

/** A contract route as the document routes use it: its params, body and the response it answers. */
type DocumentRoute<Params, Body, Answer> = ContractRoute<
  z.ZodType<Params>,
  z.ZodType,
  z.ZodType<Body>,
  z.ZodType<unknown, Answer>
>;

/** The six routes of one kind of document, personal or organization. */
export interface DocumentKindRoutes<Shown, CreateBody, PatchBody, UploadBody, DownloadAddress extends DocumentAddress> {
  list: DocumentRoute<AccountHolderAddress, unknown, { elements: Shown[] }>;
  create: DocumentRoute<AccountHolderAddress, CreateBody, Shown>;
  update: DocumentRoute<DocumentAddress, PatchBody, Shown>;
  delete: DocumentRoute<DocumentAddress, unknown, void>;
  upload: DocumentRoute<DocumentAddress, UploadBody, Shown>;
  download: DocumentRoute<DownloadAddress, unknown, File>;
}

/** Where the two kinds differ: how an upload is kept, and which stored file a download answers. */
export interface DocumentFiles<UploadBody, DownloadAddress> {
  store(tx: Transaction, current: DocumentRow, body: UploadBody): Promise<void>;
  find(db: Queryable, document: DocumentRow, address: DownloadAddress): Promise<File | undefined>;
}

/**
 * Mounts the routes of one kind of document. Personal and organization documents are listed, changed and
 * audited alike; only their files are kept differently (photos beside each other, one file replaced).
 */
export function mountDocumentKindRoutes<
  Shown extends { code: string },
  CreateBody extends Parameters<typeof createDocument>[3]['body'],
  PatchBody extends Parameters<typeof patchDocument>[3]['patch'],
  UploadBody,
  DownloadAddress extends DocumentAddress,
>(
  app: PlatformApp,
  database: Database,
  events: AccountOwnerEvents,
  access: DocumentKindAccess<Shown>,
  routes: DocumentKindRoutes<Shown, CreateBody, PatchBody, UploadBody, DownloadAddress>,
  files: DocumentFiles<UploadBody, DownloadAddress>,
): void {
  mountRoute(app, routes.list, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    return { elements: await access.list(database.db, accountHolder.code) };
  });

  mountRoute(app, routes.create, ({ params, body, caller }) =>
    database.transaction((tx) =>
      createDocument(tx, events, access, { address: params, body }, { caller, action: routes.create.id }),
    ),
  );

  mountRoute(app, routes.update, ({ params, body, caller }) =>
    database.transaction((tx) =>
      patchDocument(tx, events, access, { address: params, patch: body }, { caller, action: routes.update.id }),
    ),
  );

  mountRoute(app, routes.delete, ({ params, caller }) =>
    database.transaction((tx) => deleteDocument(tx, events, access, params, { caller, action: routes.delete.id })),
  );
  mountRoute(app, routes.upload, ({ params, body, caller }) =>
    database.transaction((tx) =>
      uploadToDocument(tx, events, access, params, { caller, action: routes.upload.id }, (current) =>
        files.store(tx, current, body),
      ),
    ),
  );

  mountRoute(app, routes.download, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    const document = await requireDocument(database.db, accountHolder.code, access.kind, params.documentId);
    const file = await files.find(database.db, document, params);
    if (!file) throw notFound(messages.fileNotFound);
    return file;
  });
}
