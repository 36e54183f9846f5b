import { invoicingBillingRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { mountMoneyRoute } from '../../ledger/mount-money-route.ts';
import {
  activateFeeContract,
  createFeeContract,
  expireFeeContract,
  listFeeContracts,
  requireFeeContract,
  toFeeContract,
} from './contracts/fee-contract-queries.ts';
import { createInvoice } from './invoices/create-invoice.ts';
import { invoicePdf } from './invoices/invoice-pdf.ts';
import { listInvoices, requireInvoice } from './invoices/invoice-queries.ts';

/** The invoicing service's contracts and invoices (prefix invoicing); its reports are registered on their own. */
export function registerInvoicingBilling(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listFeeContracts, ({ params, query }) => listFeeContracts(database.db, params, query));
  mountRoute(app, routes.getFeeContract, async ({ params }) =>
    toFeeContract(await requireFeeContract(database.db, params)),
  );
  mountRoute(app, routes.createFeeContract, ({ params, body, caller }) =>
    database.transaction((tx) => createFeeContract(tx, params, body, { caller, action: routes.createFeeContract.id })),
  );
  mountRoute(app, routes.activateFeeContract, ({ params, caller }) =>
    database.transaction((tx) => activateFeeContract(tx, params, { caller, action: routes.activateFeeContract.id })),
  );
  mountRoute(app, routes.expireFeeContract, ({ params, caller }) =>
    database.transaction((tx) => expireFeeContract(tx, params, { caller, action: routes.expireFeeContract.id })),
  );

  mountRoute(app, routes.listInvoices, ({ params }) => listInvoices(database.db, params));
  mountRoute(app, routes.getInvoice, ({ params }) => requireInvoice(database.db, params));
  mountMoneyRoute(app, database, routes.createInvoice, (tx, { params, body, caller, idempotencyKeyId }) =>
    createInvoice(tx, { address: params, body, caller, idempotencyKeyId, action: routes.createInvoice.id }),
  );
  mountRoute(app, routes.downloadInvoicePdf, async ({ params }) =>
    invoicePdf(await requireInvoice(database.db, params)),
  );
}
