import { accountOwnerRoutes } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { storeFile } from './document-writes.ts';
import { requireExternalAccount, toExternalAccount } from './external-account-queries.ts';
import { changeExternalAccount } from './external-account-writes.ts';
import { requireAccountHolder } from './scope.ts';
import { downloadOf } from './stored-file-queries.ts';
import { checkUpload } from './upload-check.ts';

const routes = accountOwnerRoutes;

/** The proof of an external account (a bank statement, a screenshot of the banking app): one file, replaced. */
export function registerExternalAccountFileRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.uploadExternalAccountFile, ({ params, body, caller }) =>
    database.transaction((tx) =>
      changeExternalAccount(tx, params, { caller, action: routes.uploadExternalAccountFile.id }, async (current) => {
        const upload = await checkUpload(body.file, 'file');
        await tx.delete(storedFiles).where(eq(storedFiles.externalAccountCode, current.code));
        await storeFile(tx, { externalAccountCode: current.code }, upload);
        return toExternalAccount(tx, current);
      }),
    ),
  );

  mountRoute(app, routes.downloadExternalAccountFile, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    const account = await requireExternalAccount(database.db, accountHolder.code, params.externalAccountId);
    const file = await downloadOf(database.db, eq(storedFiles.externalAccountCode, account.code));
    if (!file) throw notFound(messages.fileNotFound);
    return file;
  });
}
