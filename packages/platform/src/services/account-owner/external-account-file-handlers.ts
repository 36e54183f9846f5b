import { accountOwnerRoutes } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { storeFile } from './document-writes.ts';
import { requireExternalAccount, toExternalAccount } from './external-account-queries.ts';
import { requireAccountHolder, requireLiveAccountHolder } from './scope.ts';
import { downloadOf } from './stored-file-queries.ts';
import { checkUpload, limitUploadBody } from './upload-check.ts';

const routes = accountOwnerRoutes;

/** The proof of an external account (a bank statement, a screenshot of the banking app): one file, replaced. */
export function registerExternalAccountFileRoutes(app: PlatformApp, database: Database): void {
  limitUploadBody(app, routes.uploadExternalAccountFile.path);
  mountRoute(app, routes.uploadExternalAccountFile, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveAccountHolder(tx, params);
      const current = await requireExternalAccount(tx, accountHolder.code, params.externalAccountId);
      const upload = await checkUpload(body.file, 'file');
      const before = await toExternalAccount(tx, current);
      await tx.delete(storedFiles).where(eq(storedFiles.externalAccountCode, current.code));
      await storeFile(tx, { externalAccountCode: current.code }, upload);
      const after = await toExternalAccount(tx, current);
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.uploadExternalAccountFile.id,
        entityType: 'externalAccount',
        entityId: current.code,
        before,
        after,
      });
      return after;
    }),
  );

  mountRoute(app, routes.downloadExternalAccountFile, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    const account = await requireExternalAccount(database.db, accountHolder.code, params.externalAccountId);
    const file = await downloadOf(database.db, eq(storedFiles.externalAccountCode, account.code));
    if (!file) throw notFound(messages.fileNotFound);
    return file;
  });
}
