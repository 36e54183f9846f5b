import { fundRoutes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { mountMoneyRoute } from '../../ledger/mount-money-route.ts';
import { createBalanceTransfer } from './create-balance-transfer.ts';
import { listBalanceTransfers } from './list-balance-transfers.ts';
import { getVirtualAccountBalance } from './virtual-account-balance.ts';

/** The fund service (spec section 7): balance transfers and virtual account balances. */
export function registerFund(app: PlatformApp, database: Database): void {
  mountRoute(app, fundRoutes.listBalanceTransfers, ({ query }) => listBalanceTransfers(database.db, query));
  mountMoneyRoute(app, database, fundRoutes.createBalanceTransfer, (tx, { body, caller, idempotencyKeyId }) =>
    createBalanceTransfer(tx, body, caller, idempotencyKeyId),
  );
  mountRoute(app, fundRoutes.getVirtualAccountBalance, ({ params }) =>
    getVirtualAccountBalance(database.db, params.virtualAccountCode),
  );
}
