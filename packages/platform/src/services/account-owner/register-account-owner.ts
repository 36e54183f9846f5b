import type { Database } from '../../db/database.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { setReasonRequirements } from '../../http/route-reasons-check.ts';
import { registerAccountHolderRoutes } from './account-holder-handlers.ts';
import type { AccountOwnerEvents } from './account-owner-events.ts';
import { registerDivisionRoutes } from './division-handlers.ts';
import { divisionReasonRequirements } from './division-reasons.ts';
import { registerExternalAccountFileRoutes } from './external-account-file-handlers.ts';
import { registerExternalAccountRoutes } from './external-account-handlers.ts';
import { registerExternalAccountReviewRoutes } from './external-account-review-handlers.ts';
import { registerMerchantRoutes } from './merchant-handlers.ts';
import { registerOrganizationDocumentRoutes } from './organization-document-handlers.ts';
import { registerPersonalDocumentRoutes } from './personal-document-handlers.ts';
import { registerUboRoutes } from './ubo-handlers.ts';

/**
 * The account owner service (spec section 7, prefix accountowner/api/v2/accountowners): merchants, divisions, sellers,
 * UBOs, documents and external accounts, and the KYC service's external-account status update. Its
 * `listMerchantPayoutRequests` is served by the fund payouts, over the payout requests they keep; they are registered
 * first, so `merchants/payout-requests` is not taken for a merchant code.
 *
 * It is the service the others build on and imports none of them: a seller created or changed and a division's saved
 * configuration are events (`account-owner-events.ts`: `sellerChanged`, `divisionConfigured`) told, in the change's
 * transaction, to the listeners `services/index.ts` subscribes (the KYC webhook, the KYC check, the KYC sign-offs, the
 * payout scheduler). The import rule `platform-account-owner-is-a-base-service` forbids it `kyc/`, `webhooks/` and
 * `fund/scheduler/`.
 *
 * A seller's virtual account is created only by `insertAccountHolder`; KYC-sensitive fields are listed in
 * `kyc-sensitive-change.ts` (a change restarts the KYC check, as new evidence does: `kyc-evidence.ts`); uploads are
 * typed by their bytes and capped at 10 MB (`upload-check.ts`); both document kinds are mounted by
 * `mountDocumentKindRoutes` (`document-kind-routes.ts`); external account changes go through
 * `external-account-writes.ts`.
 *
 * `GET accountholders` (no merchant headers) lists every merchant's sellers of live divisions with the same filters and
 * paging as a division's list (`account-holder-list.ts`, its own indexes
 * `account_holders_{list,status_list,all_list}_idx`); both lists carry `merchantName` and `divisionName`. The seller
 * list also pages by keyset (`after=<seller code>`, what `ops sellers list --all` streams with; `totalCount` is then a
 * lower bound). A page is one statement: the sellers, each one's external account status and balances (JSON,
 * `extrasColumns`) and the count; the unfiltered count reads `division_seller_counts` (kept by statement triggers on
 * `account_holders`, `db/functions/division_seller_counts_apply.sql`), and a division's page proves its division by its
 * rows (`requireDivision` only for an empty page). On PGlite every statement queues on one connection:
 * `tests/bench/seller-list-load.bench.ts` holds the list to issue 22's budget.
 */
export function registerAccountOwner(app: PlatformApp, database: Database, events: AccountOwnerEvents): void {
  // A division's configuration says which kinds of change need a reason: every route's check asks it here.
  setReasonRequirements(app, divisionReasonRequirements(database));
  registerMerchantRoutes(app, database);
  registerDivisionRoutes(app, database, events);
  registerAccountHolderRoutes(app, database, events);
  registerUboRoutes(app, database, events);
  registerPersonalDocumentRoutes(app, database, events);
  registerOrganizationDocumentRoutes(app, database, events);
  registerExternalAccountRoutes(app, database);
  registerExternalAccountFileRoutes(app, database);
  registerExternalAccountReviewRoutes(app, database);
}
