import type { Database } from '../../db/database.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { registerAccountHolderRoutes } from './account-holder-handlers.ts';
import type { AccountOwnerEvents } from './account-owner-events.ts';
import { registerDivisionRoutes } from './division-handlers.ts';
import { registerExternalAccountFileRoutes } from './external-account-file-handlers.ts';
import { registerExternalAccountRoutes } from './external-account-handlers.ts';
import { registerExternalAccountReviewRoutes } from './external-account-review-handlers.ts';
import { registerMerchantRoutes } from './merchant-handlers.ts';
import { registerOrganizationDocumentRoutes } from './organization-document-handlers.ts';
import { registerPersonalDocumentRoutes } from './personal-document-handlers.ts';
import { registerUboRoutes } from './ubo-handlers.ts';

/**
 * The account owner service (spec section 7, prefix accountowner/api/v2/accountowners) and the KYC service's
 * external-account status update. Its `listMerchantPayoutRequests` is served by the fund payouts, over the payout
 * requests they keep; they are registered first, so `merchants/payout-requests` is not taken for a merchant code.
 */
export function registerAccountOwner(app: PlatformApp, database: Database, events: AccountOwnerEvents): void {
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
