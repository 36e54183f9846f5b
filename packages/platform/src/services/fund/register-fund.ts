import { fundRoutes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { mountMoneyStatementRoute } from '../../ledger/mount-money-route.ts';
import { createBalanceTransfer } from './create-balance-transfer.ts';
import { listBalanceTransfers } from './list-balance-transfers.ts';
import { createTransferBatcher } from './transfer-batcher.ts';
import { getVirtualAccountBalance } from './virtual-account-balance.ts';

/**
 * The fund service (spec section 7): balance transfers and virtual account balances.
 *
 * A transfer is one database statement, `balance_transfer_create` (`db/functions/`), mounted with
 * `mountMoneyStatementRoute`: the statement is its own transaction, claims and completes the Idempotency-Key itself and
 * raises its refusals as SQLSTATE `OPS01`. Group commit: transfers go through `createTransferBatcher(database.db)`
 * (`transfer-batcher.ts`), so those arriving together run in one `balance_transfer_create_batch` statement. When every
 * item goes through, `balance_transfer_create_all` makes the whole batch in a few set-based statements (keys claimed,
 * `ledger_post_transactions`, transfers, audits, key answers); otherwise (a refusal, a key seen before)
 * `balance_transfer_create_each` makes them one by one, each in a block of its own so a refusal undoes only that item.
 * `transfer-batch-equivalence.test.ts` holds both paths to the answers of one-by-one; a transfer made alone runs again
 * on a deadlock (`db/retry-on-conflict.ts`).
 */
export function registerFund(app: PlatformApp, database: Database): void {
  mountRoute(app, fundRoutes.listBalanceTransfers, ({ query }) => listBalanceTransfers(database.db, query));
  // PGlite runs one statement at a time; PostgreSQL overlaps a few, each on a connection of its pool.
  const makeTransfer = createTransferBatcher(database.db, { concurrency: database.driver === 'pglite' ? 1 : 4 });
  mountMoneyStatementRoute(app, database, fundRoutes.createBalanceTransfer, (_db, input) =>
    createBalanceTransfer(makeTransfer, input.body, input.caller, input.idempotency),
  );
  mountRoute(app, fundRoutes.getVirtualAccountBalance, ({ params }) =>
    getVirtualAccountBalance(database.db, params.virtualAccountCode),
  );
}
