import type { ReasonKind } from '@ops/core/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.ts';
import { lookupTogether } from '../../db/lookup-together.ts';
import { divisions, payoutRequests, splitTransactions, virtualAccounts } from '../../db/schema/index.ts';
import type { ReasonRequirements } from '../../http/route-reasons-check.ts';

type Parts = { scope: { divisionCode?: string | undefined }; params: unknown; body: unknown };
type Lookup = (code: string) => Promise<ReasonKind[] | undefined>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * What the divisions a call acts in require a reason for, as far as its input names them: the bound division, the
 * path's or body's `divisionCode`, else the division of the virtual account, split or payout requests it names (a
 * balance transfer, a split refund, processing chosen requests). A call naming none (a bank line) is bound to no
 * division's rules.
 */
async function reasonsOfCall(
  db: Queryable,
  { ofDivision, ofAccount }: { ofDivision: Lookup; ofAccount: Lookup },
  { scope, params, body }: Parts,
): Promise<ReasonKind[]> {
  const path = (params ?? {}) as Record<string, unknown>;
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const named = text(scope.divisionCode) ?? text(path.divisionCode) ?? text(sent.divisionCode);
  if (named) return (await ofDivision(named)) ?? [];
  const accountCode = text(sent.fromVirtualAccountCode) ?? text(sent.virtualAccountCode);
  if (accountCode) return (await ofAccount(accountCode)) ?? [];
  const splitCode = text(sent.paymentCode) ?? text(path.splitCode);
  const requestCodes = Array.isArray(sent.payoutRequestCodes) ? (sent.payoutRequestCodes.filter(text) as string[]) : [];
  const divisionCodes = splitCode
    ? await db
        .select({ divisionCode: splitTransactions.divisionCode })
        .from(splitTransactions)
        .where(eq(splitTransactions.code, splitCode))
    : requestCodes.length === 0
      ? []
      : await db
          .selectDistinct({ divisionCode: payoutRequests.divisionCode })
          .from(payoutRequests)
          .where(inArray(payoutRequests.code, requestCodes));
  const kinds = await Promise.all(divisionCodes.map(({ divisionCode }) => ofDivision(divisionCode)));
  return [...new Set(kinds.flatMap((each) => each ?? []))];
}

/** The kinds each live division of `codes` requires a reason for. */
async function reasonsOfDivisions(db: Queryable, codes: string[]): Promise<Map<string, ReasonKind[]>> {
  const rows = await db
    .select({ code: divisions.code, reasonsRequired: divisions.reasonsRequired })
    .from(divisions)
    .where(and(inArray(divisions.code, codes), isNull(divisions.deletedAt)));
  return new Map(rows.map((row) => [row.code, row.reasonsRequired]));
}

/** The kinds the live division of each virtual account of `codes` requires a reason for. */
async function reasonsOfAccounts(db: Queryable, codes: string[]): Promise<Map<string, ReasonKind[]>> {
  const rows = await db
    .select({ code: virtualAccounts.code, reasonsRequired: divisions.reasonsRequired })
    .from(virtualAccounts)
    .innerJoin(divisions, and(eq(divisions.code, virtualAccounts.divisionCode), isNull(divisions.deletedAt)))
    .where(inArray(virtualAccounts.code, codes));
  return new Map(rows.map((row) => [row.code, row.reasonsRequired]));
}

/**
 * What the divisions a call acts in require a reason for: the lookup `mountRoute`'s reason check asks. Calls that
 * arrive together share one query for their divisions and one for their accounts' (`lookupTogether`): a balance
 * transfer costs no query of its own.
 */
export function divisionReasonRequirements(database: Database): ReasonRequirements {
  const lookups = {
    ofDivision: lookupTogether((codes: string[]) => reasonsOfDivisions(database.db, codes)),
    ofAccount: lookupTogether((codes: string[]) => reasonsOfAccounts(database.db, codes)),
  };
  return (_routeId, input) => reasonsOfCall(database.db, lookups, input);
}
