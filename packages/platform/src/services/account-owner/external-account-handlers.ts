import { accountOwnerRoutes, type ExternalAccountPatch } from '@ops/core/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { externalAccounts } from '../../db/schema/index.ts';
import { conflict } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import {
  divisionExternalAccounts,
  type ExternalAccountRow,
  sellerExternalAccounts,
} from './external-account-queries.ts';
import { changeExternalAccount, insertExternalAccount, setExternalAccountColumns } from './external-account-writes.ts';
import { invalidField } from './invalid-field.ts';
import { requireAccountHolder, requireDivision, requireLiveAccountHolder } from './scope.ts';

const routes = accountOwnerRoutes;

/** A seller has each IBAN once; other sellers may share it, which the IBAN check reports. */
async function refuseSecondIban(tx: Transaction, accountHolderCode: string, iban: string, except?: string) {
  const [existing] = await tx
    .select({ code: externalAccounts.code })
    .from(externalAccounts)
    .where(
      and(
        eq(externalAccounts.accountHolderCode, accountHolderCode),
        eq(externalAccounts.iban, iban),
        except ? ne(externalAccounts.code, except) : undefined,
      ),
    );
  if (existing) throw conflict(messages.sellerHasIban);
}

/**
 * The columns a patch sets. Accounts in another currency than EUR are updated through hosted onboarding, and an
 * account keeps the kind of identifier it has. A new identifier has to be verified again.
 */
function patchedColumns(current: ExternalAccountRow, patch: ExternalAccountPatch) {
  if (current.currency !== 'EUR') throw conflict(messages.nonEurViaHostedOnboarding);
  if (patch.iban !== undefined && current.type !== 'IBAN') throw invalidField('iban', messages.notAnIbanAccount);
  for (const field of ['accountNumber', 'routingNumber'] as const) {
    if (patch[field] !== undefined && current.type !== 'ACCOUNT_NUMBER') {
      throw invalidField(field, messages.notAnAccountNumberAccount);
    }
  }
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const identifierChanged = (['iban', 'accountNumber', 'routingNumber'] as const).some(
    (field) => patch[field] !== undefined && patch[field] !== current[field],
  );
  return identifierChanged ? { ...changes, status: 'IN_PROGRESS' as const } : changes;
}

export function registerExternalAccountRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listExternalAccounts, async ({ params }) => {
    const accountHolder = await requireAccountHolder(database.db, params);
    return { elements: await sellerExternalAccounts(database.db, accountHolder.code) };
  });

  mountRoute(app, routes.createExternalAccount, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const accountHolder = await requireLiveAccountHolder(tx, params);
      if (body.type === 'IBAN') await refuseSecondIban(tx, accountHolder.code, body.iban);
      return insertExternalAccount(tx, accountHolder, body, { caller, action: routes.createExternalAccount.id });
    }),
  );

  mountRoute(app, routes.updateExternalAccount, ({ params, body, caller }) =>
    database.transaction((tx) =>
      changeExternalAccount(tx, params, { caller, action: routes.updateExternalAccount.id }, async (current, owner) => {
        const changes = patchedColumns(current, body);
        if (Object.keys(changes).length === 0) return undefined;
        if (body.iban) await refuseSecondIban(tx, owner, body.iban, current.code);
        return setExternalAccountColumns(tx, current.code, changes);
      }),
    ),
  );

  mountRoute(app, routes.selectExternalAccount, ({ params, caller }) =>
    database.transaction((tx) =>
      changeExternalAccount(tx, params, { caller, action: routes.selectExternalAccount.id }, async (current, owner) => {
        // Unselect first: one selected account per seller is a unique index.
        await tx
          .update(externalAccounts)
          .set({ selected: false })
          .where(and(eq(externalAccounts.accountHolderCode, owner), ne(externalAccounts.code, current.code)));
        return setExternalAccountColumns(tx, current.code, { selected: true });
      }),
    ),
  );

  mountRoute(app, routes.deleteExternalAccount, ({ params, caller }) =>
    database.transaction(async (tx) => {
      await changeExternalAccount(tx, params, { caller, action: routes.deleteExternalAccount.id }, async (current) => {
        // Its proof goes with it (on delete cascade).
        await tx.delete(externalAccounts).where(eq(externalAccounts.code, current.code));
        return null;
      });
    }),
  );

  mountRoute(app, routes.listDivisionExternalAccounts, async ({ params }) => {
    const division = await requireDivision(database.db, params);
    return { elements: await divisionExternalAccounts(database.db, division.code) };
  });
}
