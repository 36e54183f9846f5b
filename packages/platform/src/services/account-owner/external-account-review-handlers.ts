import { accountOwnerRoutes } from '@ops/core/contract';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { externalAccounts } from '../../db/schema/index.ts';
import { conflict } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';
import { requireExternalAccount } from './external-account-queries.ts';
import { recordExternalAccountChange, setExternalAccountColumns } from './external-account-writes.ts';
import { boundDivision, requireLiveAccountHolder } from './scope.ts';

const routes = accountOwnerRoutes;

/** What ops check about external accounts: whether an IBAN is already in use, and the account's status. */
export function registerExternalAccountReviewRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.checkIban, async ({ body }) => {
    const asker = body.accountHolderCode;
    const duplicates = await database.db
      .select({
        externalAccountCode: externalAccounts.code,
        accountHolderCode: externalAccounts.accountHolderCode,
        merchantCode: externalAccounts.merchantCode,
        divisionCode: externalAccounts.divisionCode,
      })
      .from(externalAccounts)
      .where(
        and(
          eq(externalAccounts.iban, body.iban),
          // The asking seller's own accounts are not duplicates; a division's own account is.
          asker
            ? or(isNull(externalAccounts.accountHolderCode), ne(externalAccounts.accountHolderCode, asker))
            : undefined,
        ),
      )
      .orderBy(asc(externalAccounts.createdAt), asc(externalAccounts.code));
    return {
      iban: body.iban,
      result: duplicates.length > 0 ? ('DUPLICATE' as const) : ('UNIQUE' as const),
      duplicates,
    };
  });

  mountRoute(app, routes.updateExternalAccountStatus, ({ body, scope, caller }) =>
    database.transaction(async (tx) => {
      const address = { ...boundDivision(scope), accountHolderCode: body.accountOwnerCode };
      const accountHolder = await requireLiveAccountHolder(tx, address);
      const current = await requireExternalAccount(tx, accountHolder.code, body.externalAccountCode);
      if (current.status === body.status) throw conflict(messages.sameExternalAccountStatus);
      const after = await setExternalAccountColumns(tx, current.code, { status: body.status });
      await recordExternalAccountChange(tx, {
        caller,
        action: routes.updateExternalAccountStatus.id,
        externalAccountCode: current.code,
        before: { status: current.status },
        // The reason is staff-only: it lives in the trail, with the analyst who gave it.
        after: { status: body.status, internalComment: body.internalComment, analyst: body.analyst },
      });
      return after;
    }),
  );
}
