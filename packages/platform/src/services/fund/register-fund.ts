import { fundRoutes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { mountMoneyStatementRoute } from '../../ledger/mount-money-route.ts';
import { createBalanceTransfer } from './create-balance-transfer.ts';
import { listBalanceTransfers } from './list-balance-transfers.ts';
import { createTransferBatcher } from './transfer-batcher.ts';
import { getVirtualAccountBalance } from './virtual-account-balance.ts';

/** The fund service (spec section 7): balance transfers and virtual account balances. */
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
