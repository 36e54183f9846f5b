import type { ReasonKind } from '@ops/core/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.ts';
import { divisions, payoutRequests, splitTransactions, virtualAccounts } from '../../db/schema/index.ts';
import type { ReasonRequirements } from '../../http/route-reasons-check.ts';

type Parts = { scope: { divisionCode?: string | undefined }; params: unknown; body: unknown };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * The divisions a call acts in, as far as its input names them: the bound division, the path's or body's
 * `divisionCode`, else the division of the virtual account, split or payout requests it names (a balance transfer,
 * a split refund, processing chosen requests). A call naming none (a bank line) is bound to no division's rules.
 */
async function divisionsOfCall(db: Queryable, { scope, params, body }: Parts): Promise<string[]> {
  const path = (params ?? {}) as Record<string, unknown>;
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const named = text(scope.divisionCode) ?? text(path.divisionCode) ?? text(sent.divisionCode);
  if (named) return [named];
  const accountCode = text(sent.fromVirtualAccountCode) ?? text(sent.virtualAccountCode);
  if (accountCode) {
    const rows = await db
      .select({ divisionCode: virtualAccounts.divisionCode })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.code, accountCode));
    return rows.map((row) => row.divisionCode);
  }
  const splitCode = text(sent.paymentCode) ?? text(path.splitCode);
  if (splitCode) {
    const rows = await db
      .select({ divisionCode: splitTransactions.divisionCode })
      .from(splitTransactions)
      .where(eq(splitTransactions.code, splitCode));
    return rows.map((row) => row.divisionCode);
  }
  const requestCodes = Array.isArray(sent.payoutRequestCodes) ? sent.payoutRequestCodes.filter(text) : [];
  if (requestCodes.length === 0) return [];
  const rows = await db
    .selectDistinct({ divisionCode: payoutRequests.divisionCode })
    .from(payoutRequests)
    .where(inArray(payoutRequests.code, requestCodes as string[]));
  return rows.map((row) => row.divisionCode);
}

/** The kinds any of `divisionCodes` requires a reason for. */
export async function reasonsRequiredIn(db: Queryable, divisionCodes: readonly string[]): Promise<ReasonKind[]> {
  if (divisionCodes.length === 0) return [];
  const rows = await db
    .select({ reasonsRequired: divisions.reasonsRequired })
    .from(divisions)
    .where(and(inArray(divisions.code, [...divisionCodes]), isNull(divisions.deletedAt)));
  return [...new Set(rows.flatMap((row) => row.reasonsRequired))];
}

/** What the divisions a call acts in require a reason for: the lookup `mountRoute`'s reason check asks. */
export function divisionReasonRequirements(database: Database): ReasonRequirements {
  return async (_routeId, input) => reasonsRequiredIn(database.db, await divisionsOfCall(database.db, input));
}
