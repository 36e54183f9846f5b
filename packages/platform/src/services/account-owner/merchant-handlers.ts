import { accountOwnerRoutes, merchantSearchMinLength, merchantSearchTooShortMessage } from '@ops/core/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { toDivision } from './division-queries.ts';
import { invalidField } from './invalid-field.ts';
import { insertMerchant, merchantWithDivisions, searchMerchants } from './merchant-queries.ts';
import { requireMerchant } from './scope.ts';

const { searchMerchants: searchRoute, createMerchant, getMerchant } = accountOwnerRoutes;

export function registerMerchantRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, searchRoute, async ({ query }) => {
    const page = await searchMerchants(database.db, query);
    const tooShortForName = query.query !== undefined && query.query.length < merchantSearchMinLength;
    if (tooShortForName && page.totalCount === 0) throw invalidField('query', merchantSearchTooShortMessage);
    return page;
  });

  mountRoute(app, createMerchant, ({ body, caller }) =>
    database.transaction(async (tx) => {
      const created = await insertMerchant(tx, body);
      const merchant = await merchantWithDivisions(tx, created.merchant);
      const audit = { actorEmail: caller.email, action: createMerchant.id, before: null };
      await recordAudit(tx, { ...audit, entityType: 'merchant', entityId: merchant.code, after: merchant });
      const division = toDivision(created.division);
      await recordAudit(tx, { ...audit, entityType: 'division', entityId: division.code, after: division });
      return merchant;
    }),
  );

  mountRoute(app, getMerchant, async ({ params }) => {
    const row = await requireMerchant(database.db, params.merchantCode);
    return merchantWithDivisions(database.db, row);
  });
}
