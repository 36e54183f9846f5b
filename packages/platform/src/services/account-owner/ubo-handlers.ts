import { accountOwnerRoutes, requiredMessage } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import { newCode } from '../../db/codes.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { ubos } from '../../db/schema/index.ts';
import { conflict } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import type { AccountOwnerEvents } from './account-owner-events.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { invalidField } from './invalid-field.ts';
import { restartKycCheckForEvidence } from './kyc-evidence.ts';
import { type AccountHolderAddress, requireAccountHolder, requireLiveAccountHolder } from './scope.ts';
import { requireUbo, toUbo, type UboRow, ubosOf } from './ubo-queries.ts';

const routes = accountOwnerRoutes;

/** Only an organization has ultimate beneficial owners. */
async function requireLiveOrganization(tx: Transaction, address: AccountHolderAddress) {
  const accountHolder = await requireLiveAccountHolder(tx, address);
  if (accountHolder.legalForm !== 'ORGANIZATION') throw conflict(messages.ubosOnlyForOrganization);
  return accountHolder;
}

/** After a change a person still has first and last name, an organization its legal name. */
function checkNames(ubo: UboRow): void {
  const required = ubo.type === 'INDIVIDUAL' ? (['firstName', 'lastName'] as const) : (['legalName'] as const);
  for (const field of required) if (ubo[field] === null) throw invalidField(field, requiredMessage);
}

export function registerUboRoutes(app: PlatformApp, database: Database, events: AccountOwnerEvents): void {
  mountRoute(app, routes.listUbos, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    return { elements: await ubosOf(database.db, accountHolder.code) };
  });

  mountRoute(app, routes.createUbo, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveOrganization(tx, params);
      const [row] = await tx
        .insert(ubos)
        .values({ ...body, code: newCode('UBO'), accountHolderCode: accountHolder.code })
        .returning();
      const ubo = toUbo(row as UboRow);
      const audit = { actorEmail: caller.email, action: routes.createUbo.id };
      await recordAudit(tx, { ...audit, entityType: 'ubo', entityId: ubo.code, before: null, after: ubo });
      await restartKycCheckForEvidence(tx, events, accountHolder, audit, 'DATA_CHANGED');
      return ubo;
    }),
  );

  mountRoute(app, routes.updateUbo, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveOrganization(tx, params);
      const current = await requireUbo(tx, accountHolder.code, params.uboId);
      const changes = Object.fromEntries(
        Object.entries(body).filter(
          ([field, value]) => value !== undefined && current[field as keyof UboRow] !== value,
        ),
      );
      if (Object.keys(changes).length === 0) return toUbo(current);
      checkNames({ ...current, ...changes });
      const [row] = await tx.update(ubos).set(changes).where(eq(ubos.code, current.code)).returning();
      const ubo = toUbo(row as UboRow);
      const audit = { actorEmail: caller.email, action: routes.updateUbo.id };
      await recordAudit(tx, { ...audit, entityType: 'ubo', entityId: ubo.code, before: toUbo(current), after: ubo });
      await restartKycCheckForEvidence(tx, events, accountHolder, audit, 'DATA_CHANGED');
      return ubo;
    }),
  );

  mountRoute(app, routes.deleteUbo, ({ params, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveOrganization(tx, params);
      const current = await requireUbo(tx, accountHolder.code, params.uboId);
      await tx.delete(ubos).where(eq(ubos.code, current.code));
      const audit = { actorEmail: caller.email, action: routes.deleteUbo.id };
      await recordAudit(tx, {
        ...audit,
        entityType: 'ubo',
        entityId: current.code,
        before: toUbo(current),
        after: null,
      });
      await restartKycCheckForEvidence(tx, events, accountHolder, audit, 'DATA_CHANGED');
    }),
  );
}
