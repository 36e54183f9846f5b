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

/**
 * The invoicing service's contracts and invoices (prefix `invoicing`); its reports are registered on their own
 * (`reports/register-reports.ts`).
 *
 * Contracts (`contracts/`, `fee_contracts`, migration `0025_billing`): one ACTIVE per division and currency, refused
 * with a clear 409 and held by the partial unique index `fee_contracts_one_active_idx`; create, activate (CREATED
 * only), expire.
 *
 * Create invoice (`invoices/create-invoice.ts`, `mountMoneyRoute`, so an Idempotency-Key replays it): a
 * transaction-scoped advisory lock per division, then the overlap check (same division and currency, any shared day:
 * 409), the active contract (409 without), `readBillingActivity` (`billing-activity.ts`: settled volume and count from
 * SPLIT/CONFIRMED postings onto the division's confirmed balances in `[from, to + 1 day)` UTC, KYC decisions by legal
 * form, sellers created, balance transfers other than invoices, the group balance at the period's end), core's
 * `invoiceTotals`, then `bookInvoice` (`invoice-booking.ts`): an INVOICE balance transfer, through the ledger, from the
 * division income account to the platform's own income account (merchant `PLATFORM`, division `PLATFORM-OPS`, made on
 * first use), written to `balance_transfers` so Home's Invoice column counts it; a short income balance is the ledger's
 * 409 and writes nothing. The group balance's `monthResult` includes what transfers took out of the division, so an
 * invoice keeps `endOfMonthBalance` equal to `totalBalance`. `invoice-pdf.ts` draws the PDF with the platform's PDF kit
 * (`src/pdf/`). Demo data: step `contracts` gives every division an expired and an active EUR contract.
 */
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

  mountRoute(app, routes.listInvoices, ({ params, query }) => listInvoices(database.db, params, query));
  mountRoute(app, routes.getInvoice, ({ params }) => requireInvoice(database.db, params));
  mountMoneyRoute(app, database, routes.createInvoice, (tx, { params, body, caller, idempotencyKeyId }) =>
    createInvoice(tx, { address: params, body, caller, idempotencyKeyId, action: routes.createInvoice.id }),
  );
  mountRoute(app, routes.downloadInvoicePdf, async ({ params }) =>
    invoicePdf(await requireInvoice(database.db, params)),
  );
}
