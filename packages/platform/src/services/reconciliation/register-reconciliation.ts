import { reconciliationRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { listBankLines } from './bank-line-list.ts';
import { importBankStatement } from './import-bank-statement.ts';

/**
 * The reconciliation service (spec section 7): bank statement files in and the bank integration list. An import
 * settles payout items through the ledger; it is idempotent by the file itself (the same file adds nothing) and
 * each payout request settles once, so it takes no Idempotency-Key.
 */
export function registerReconciliation(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listBankStatementsInfo, ({ query }) => listBankLines(database.db, query));
  mountRoute(app, routes.importBankStatement, async ({ body, caller }) => {
    const upload = { fileName: body.file.name || 'statement.xml', content: await body.file.text() };
    return database.transaction((tx) => importBankStatement(tx, upload, caller, routes.importBankStatement.id));
  });
}
