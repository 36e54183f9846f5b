import { accountOwnerRoutes, merchantSearchMinLength, merchantSearchTooShortMessage } from '@ops/core/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { divisions, merchants, virtualAccounts } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { toDivision } from './division-queries.ts';
import { invalidField } from './invalid-field.ts';
import { insertMerchant, merchantWithDivisions, searchMerchants } from './merchant-queries.ts';
import { requireMerchant } from './scope.ts';
import { anyHoldsBalance } from './virtual-account-queries.ts';

const { searchMerchants: searchRoute, createMerchant, getMerchant, deleteMerchant } = accountOwnerRoutes;

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

  mountRoute(app, deleteMerchant, ({ params, caller }) =>
    database.transaction(async (tx) => {
      const [merchant] = await tx
        .select()
        .from(merchants)
        .where(and(eq(merchants.code, params.merchantCode), isNull(merchants.deletedAt)))
        .for('update');
      if (!merchant) throw notFound(messages.merchantNotFound);
      // Every account of the merchant is locked: no posting can land between this check and the deletion.
      if (await anyHoldsBalance(tx, eq(virtualAccounts.merchantCode, merchant.code))) {
        throw conflict(messages.merchantHoldsBalance);
      }
      const before = await merchantWithDivisions(tx, merchant);
      const deletedAt = new Date();
      await tx.update(merchants).set({ deletedAt }).where(eq(merchants.code, merchant.code));
      await tx
        .update(divisions)
        .set({ deletedAt })
        .where(and(eq(divisions.merchantCode, merchant.code), isNull(divisions.deletedAt)));
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: deleteMerchant.id,
        entityType: 'merchant',
        entityId: merchant.code,
        before,
        after: null,
      });
    }),
  );

  mountRoute(app, getMerchant, async ({ params }) => {
    const row = await requireMerchant(database.db, params.merchantCode);
    return merchantWithDivisions(database.db, row);
  });
}
