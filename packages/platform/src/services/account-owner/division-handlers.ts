import { accountOwnerRoutes } from '@ops/core/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { divisions, virtualAccounts } from '../../db/schema/index.ts';
import { conflict } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { type AccountOwnerEvents, emitEvent } from './account-owner-events.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import {
  insertDivision,
  listDivisionRows,
  patchedDivisionConfig,
  toDivision,
  toDivisionConfig,
  withVirtualAccounts,
} from './division-queries.ts';
import { requireDivision, requireMerchant } from './scope.ts';
import { anyHoldsBalance } from './virtual-account-queries.ts';

const routes = accountOwnerRoutes;

export function registerDivisionRoutes(app: PlatformApp, database: Database, events: AccountOwnerEvents): void {
  mountRoute(app, routes.listDivisions, async ({ params }) => {
    await requireMerchant(database.db, params.merchantCode);
    const rows = await listDivisionRows(database.db, params.merchantCode);
    return { elements: rows.map(toDivision) };
  });

  mountRoute(app, routes.listDetailedDivisions, async ({ params }) => {
    await requireMerchant(database.db, params.merchantCode);
    const rows = await listDivisionRows(database.db, params.merchantCode);
    return { elements: await withVirtualAccounts(database.db, rows) };
  });

  mountRoute(app, routes.getDetailedDivision, async ({ params }) => {
    const row = await requireDivision(database.db, params);
    const [details] = await withVirtualAccounts(database.db, [row]);
    return details as NonNullable<typeof details>;
  });

  mountRoute(app, routes.createDivision, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const merchant = await requireMerchant(tx, params.merchantCode);
      const division = toDivision(await insertDivision(tx, merchant, body));
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.createDivision.id,
        entityType: 'division',
        entityId: division.code,
        before: null,
        after: division,
      });
      return division;
    }),
  );

  mountRoute(app, routes.deleteDivision, ({ params, caller }) =>
    database.transaction(async (tx) => {
      const division = await requireDivision(tx, params);
      // Locked together, so two deletions at once cannot both see a sibling left.
      const siblings = await tx
        .select({ code: divisions.code })
        .from(divisions)
        .where(and(eq(divisions.merchantCode, params.merchantCode), isNull(divisions.deletedAt)))
        .for('update');
      if (siblings.length < 2) throw conflict(messages.lastDivision);
      if (await anyHoldsBalance(tx, eq(virtualAccounts.divisionCode, division.code))) {
        throw conflict(messages.divisionHoldsBalance);
      }
      await tx.update(divisions).set({ deletedAt: new Date() }).where(eq(divisions.code, division.code));
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.deleteDivision.id,
        entityType: 'division',
        entityId: division.code,
        before: toDivision(division),
        after: null,
      });
    }),
  );

  mountRoute(app, routes.getDivisionConfig, async ({ params }) =>
    toDivisionConfig(await requireDivision(database.db, params)),
  );

  mountRoute(app, routes.updateDivisionConfig, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const { complianceSignOff, ...patch } = body;
      const before = toDivisionConfig(await requireDivision(tx, params, { forUpdate: true }));
      const after = patchedDivisionConfig(before, patch);
      await tx.update(divisions).set(after).where(eq(divisions.code, params.divisionCode));
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.updateDivisionConfig.id,
        entityType: 'division',
        entityId: params.divisionCode,
        before,
        // The sign-off is what allowed the change: kept with it in the trail.
        after: complianceSignOff === undefined ? after : { ...after, complianceSignOff },
      });
      const division = { merchantCode: params.merchantCode, divisionCode: params.divisionCode };
      await emitEvent(tx, events.divisionConfigured, { division, before, patch, actorEmail: caller.email });
      return after;
    }),
  );
}
