import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import {
  balanceTransferListQuerySchema,
  balanceTransferSchema,
  createBalanceTransferBodySchema,
  virtualAccountBalanceSchema,
  virtualAccountParamsSchema,
} from './balance-transfer.ts';
import { fundServiceV2 } from './paths.ts';

export const listBalanceTransfers = defineRoute({
  id: 'listBalanceTransfers',
  service: fundServiceV2,
  method: 'GET',
  path: `${fundServiceV2}/balance/transfer`,
  summary: 'Balance transfers, newest first, filtered and paged',
  query: balanceTransferListQuerySchema,
  response: pageOf(balanceTransferSchema),
});

export const createBalanceTransfer = defineRoute({
  id: 'createBalanceTransfer',
  service: fundServiceV2,
  method: 'POST',
  path: `${fundServiceV2}/internal/balance/transfer`,
  summary:
    'Move confirmed balance between two virtual accounts of one division whose config enables transfers: seller to ' +
    'seller, seller to the division income account, or the division income account to a seller',
  body: createBalanceTransferBodySchema,
  response: balanceTransferSchema,
  successStatus: 201,
  idempotent: true,
});

export const getVirtualAccountBalance = defineRoute({
  id: 'getVirtualAccountBalance',
  service: fundServiceV2,
  method: 'GET',
  path: `${fundServiceV2}/internal/balance/{virtualAccountCode}`,
  summary: "A virtual account's current confirmed, pending and payout balances",
  params: virtualAccountParamsSchema,
  response: virtualAccountBalanceSchema,
});

/** The fund service's calls, keyed by route id, in mounting order. */
export const fundRoutes = {
  listBalanceTransfers,
  createBalanceTransfer,
  getVirtualAccountBalance,
};

export type FundRoutes = typeof fundRoutes;
