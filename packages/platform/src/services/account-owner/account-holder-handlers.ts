import { type AccountHolderPatch, accountOwnerRoutes, companyTypeForbiddenMessage } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { accountHolders, documents, ubos, virtualAccounts } from '../../db/schema/index.ts';
import { conflict } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import type { Caller } from '../../identity/caller.ts';
import { listAccountHolders } from './account-holder-list.ts';
import { accountHolderDetails, insertAccountHolder } from './account-holder-queries.ts';
import { identityColumns } from './account-holder-wire.ts';
import { type AccountOwnerEvents, emitEvent } from './account-owner-events.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { invalidField } from './invalid-field.ts';
import { changedKycSensitiveColumns, kycCheckRestart } from './kyc-sensitive-change.ts';
import {
  type AccountHolderAddress,
  boundDivision,
  requireAccountHolder,
  requireDivision,
  requireLiveAccountHolder,
} from './scope.ts';
import { anyHoldsBalance } from './virtual-account-queries.ts';

const routes = accountOwnerRoutes;

/** What changing the legal form deletes besides UBOs and documents: every detail a KYC check verified. */
const identityDetailsCleared = {
  legalName: null,
  firstName: null,
  lastName: null,
  phone: null,
  dateOfBirth: null,
  countryOfBirth: null,
  nationality: null,
  street: null,
  houseNumber: null,
  houseNumberAddition: null,
  zipcode: null,
  city: null,
  country: null,
  registrationNumber: null,
  taxNumber: null,
};

/** Changes a live seller's details, audited; a KYC-sensitive change restarts its KYC check (`sellerChanged`). */
export async function patchAccountHolder(
  tx: Transaction,
  events: AccountOwnerEvents,
  address: AccountHolderAddress,
  patch: AccountHolderPatch,
  audit: { actorEmail: string; action: string },
) {
  const row = await requireLiveAccountHolder(tx, address);
  if (patch.companyType !== undefined && row.legalForm === 'INDIVIDUAL') {
    throw invalidField('companyType', companyTypeForbiddenMessage);
  }
  const changes = {
    ...identityColumns(patch.identity),
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(patch.email === undefined ? {} : { email: patch.email }),
    ...(patch.companyType === undefined ? {} : { companyType: patch.companyType }),
    ...(patch.payoutsMode === undefined || patch.payoutsMode === row.payoutsMode
      ? {}
      : { payoutsMode: patch.payoutsMode, nextScheduledPayoutDate: null }),
  };
  const before = await accountHolderDetails(tx, row);
  const changed = Object.entries(changes).some(([column, value]) => row[column as keyof typeof row] !== value);
  if (!changed) return before;
  const restart = changedKycSensitiveColumns(row, changes).length > 0 ? kycCheckRestart : {};
  const [updated] = await tx
    .update(accountHolders)
    .set({ ...changes, ...restart, updatedAt: new Date() })
    .where(eq(accountHolders.code, row.code))
    .returning();
  const after = await accountHolderDetails(tx, updated ?? row);
  await recordAudit(tx, { ...audit, entityType: 'accountHolder', entityId: row.code, before, after });
  const kycCheck = restart === kycCheckRestart ? 'DATA_CHANGED' : null;
  await emitEvent(tx, events.sellerChanged, {
    seller: row,
    previousStatus: row.status,
    status: updated?.status ?? row.status,
    kycCheck,
  });
  if (!kycCheck) return after;
  // A new KYC check may approve a government entity at once: the answer shows the seller as it is now.
  return accountHolderDetails(tx, await requireLiveAccountHolder(tx, address));
}

const auditBy = (caller: Caller, action: string) => ({ actorEmail: caller.email, action });

export function registerAccountHolderRoutes(app: PlatformApp, database: Database, events: AccountOwnerEvents): void {
  mountRoute(app, routes.listAccountHolders, ({ query }) => listAccountHolders(database.db, undefined, query));

  mountRoute(app, routes.listDivisionAccountHolders, ({ params, query }) =>
    listAccountHolders(database.db, params, query),
  );

  mountRoute(app, routes.createAccountHolder, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const division = await requireDivision(tx, params);
      const row = await insertAccountHolder(tx, division, body);
      const details = await accountHolderDetails(tx, row);
      await recordAudit(tx, {
        ...auditBy(caller, routes.createAccountHolder.id),
        entityType: 'accountHolder',
        entityId: details.code,
        before: null,
        after: details,
      });
      const { status } = row;
      await emitEvent(tx, events.sellerChanged, {
        seller: row,
        previousStatus: status,
        status,
        kycCheck: 'SELLER_CREATED',
      });
      return details;
    }),
  );

  mountRoute(app, routes.getAccountHolder, async ({ params, query, scope }) => {
    const address = { ...boundDivision(scope), accountHolderCode: params.accountHolderCode };
    const row = await requireAccountHolder(database.db, address);
    return accountHolderDetails(database.db, row, { withBalances: query._fragments === 'balances' });
  });

  mountRoute(app, routes.updateAccountHolder, ({ params, body, scope, caller }) =>
    database.transaction((tx) =>
      patchAccountHolder(
        tx,
        events,
        { ...boundDivision(scope), accountHolderCode: params.accountHolderCode },
        body,
        auditBy(caller, routes.updateAccountHolder.id),
      ),
    ),
  );

  mountRoute(app, routes.updateDivisionAccountHolder, ({ params, body, caller }) =>
    database.transaction((tx) =>
      patchAccountHolder(tx, events, params, body, auditBy(caller, routes.updateDivisionAccountHolder.id)),
    ),
  );

  mountRoute(app, routes.deleteDivisionAccountHolder, ({ params, caller }) =>
    database.transaction(async (tx) => {
      const row = await requireLiveAccountHolder(tx, params);
      if (await anyHoldsBalance(tx, eq(virtualAccounts.accountHolderCode, row.code))) {
        throw conflict(messages.sellerHoldsBalance);
      }
      const before = await accountHolderDetails(tx, row);
      await tx.update(accountHolders).set({ deletedAt: new Date() }).where(eq(accountHolders.code, row.code));
      await recordAudit(tx, {
        ...auditBy(caller, routes.deleteDivisionAccountHolder.id),
        entityType: 'accountHolder',
        entityId: row.code,
        before,
        after: null,
      });
    }),
  );

  mountRoute(app, routes.changeLegalForm, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const row = await requireLiveAccountHolder(tx, params);
      if (row.legalForm === body.legalForm) throw conflict(messages.sameLegalForm);
      const before = await accountHolderDetails(tx, row);
      // Stored files go with their documents (on delete cascade).
      await tx.delete(ubos).where(eq(ubos.accountHolderCode, row.code));
      await tx.delete(documents).where(eq(documents.accountHolderCode, row.code));
      const [updated] = await tx
        .update(accountHolders)
        .set({
          ...identityDetailsCleared,
          legalForm: body.legalForm,
          companyType: body.companyType ?? null,
          status: 'MISSING_DATA',
          kycStatus: 'WAITING_DATA',
          updatedAt: new Date(),
        })
        .where(eq(accountHolders.code, row.code))
        .returning();
      const after = await accountHolderDetails(tx, updated ?? row);
      await recordAudit(tx, {
        ...auditBy(caller, routes.changeLegalForm.id),
        entityType: 'accountHolder',
        entityId: row.code,
        before,
        after,
      });
      await emitEvent(tx, events.sellerChanged, {
        seller: row,
        previousStatus: row.status,
        status: 'MISSING_DATA',
        kycCheck: null,
      });
      return after;
    }),
  );
}
