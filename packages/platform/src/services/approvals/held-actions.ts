import { type ApprovalActionKind, approvalHeldRoutes } from '@ops/core/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { payoutBatches, payoutRequests, splitTransactions, virtualAccounts } from '../../db/schema/index.ts';
import type { RouteInput } from '../../http/mount-route.ts';

/** What a rule judges of a call: its division, its amount (when known) and how many items it acts on. */
export interface HeldSubject {
  merchantCode: string;
  divisionCode: string;
  amount: number | null;
  currency: string | null;
  itemCount: number | null;
}

type Input = RouteInput<never, never, never>;

/** A virtual account as a rule sees it. */
export interface HeldAccount {
  merchantCode: string;
  divisionCode: string;
  currency: string;
}

/** The virtual account of a code, looked up together with those of the calls that arrived with it. */
export type AccountOf = (code: string) => Promise<HeldAccount | undefined>;

type Parts = { params: Record<string, string>; body: Record<string, unknown>; accountOf: AccountOf };
type SubjectsOf = (db: Queryable, input: Parts) => Promise<HeldSubject[]>;

interface HeldSubjects {
  /** The divisions the call acts in (one but for processing chosen requests), each as a rule sees it. */
  subjects: SubjectsOf;
}

const inDivision = (params: Record<string, string>, rest: Partial<HeldSubject> = {}): HeldSubject => ({
  merchantCode: params.merchantCode ?? '',
  divisionCode: params.divisionCode ?? '',
  amount: null,
  currency: null,
  itemCount: null,
  ...rest,
});

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

async function batchSubjects(db: Queryable, { params }: Parts): Promise<HeldSubject[]> {
  const [batch] = await db
    .select({
      currency: payoutBatches.currency,
      amount: sql<string | null>`(select sum(${payoutRequests.amount}) from ${payoutRequests}
        where ${payoutRequests.payoutCode} = ${payoutBatches.code})`,
      items: sql<number>`(select count(*)::int from ${payoutRequests}
        where ${payoutRequests.payoutCode} = ${payoutBatches.code})`,
    })
    .from(payoutBatches)
    .where(
      and(eq(payoutBatches.code, params.payoutCode ?? ''), eq(payoutBatches.divisionCode, params.divisionCode ?? '')),
    );
  if (!batch) return [inDivision(params)];
  return [inDivision(params, { amount: Number(batch.amount ?? 0), currency: batch.currency, itemCount: batch.items })];
}

/** How each route an approval rule can hold back (core's `approvalHeldRoutes`) names what a rule judges. */
const heldSubjects: Record<string, HeldSubjects> = {
  createBalanceTransfer: {
    subjects: async (_db, { body, accountOf }) => {
      const from = await accountOf(String(body.fromVirtualAccountCode));
      if (!from) return [];
      const { merchantCode, divisionCode } = from;
      return [
        {
          merchantCode,
          divisionCode,
          amount: numberOrNull(body.amount),
          currency: String(body.currency),
          itemCount: null,
        },
      ];
    },
  },
  approvePayout: { subjects: batchSubjects },
  instructPayout: { subjects: batchSubjects },
  createPayoutRequest: {
    subjects: async (_db, { params, body, accountOf }) => {
      const account = await accountOf(String(body.virtualAccountCode));
      return [inDivision(params, { amount: numberOrNull(body.amount), currency: account?.currency ?? null })];
    },
  },
  createSplitRefund: {
    subjects: async (db, { body }) => {
      const [payment] = await db
        .select({
          merchantCode: splitTransactions.merchantCode,
          divisionCode: splitTransactions.divisionCode,
          currency: splitTransactions.currency,
        })
        .from(splitTransactions)
        .where(eq(splitTransactions.code, String(body.paymentCode)));
      if (!payment) return [];
      return [{ ...payment, amount: numberOrNull(body.totalAmount), itemCount: null }];
    },
  },
  createExternalAccount: { subjects: async (_db, { params }) => [inDivision(params)] },
  updateExternalAccount: { subjects: async (_db, { params }) => [inDivision(params)] },
  processPayoutRequests: {
    subjects: async (db, { body }) => {
      const codes = (body.payoutRequestCodes as string[] | undefined) ?? [];
      const divisions = await db
        .select({
          merchantCode: payoutRequests.merchantCode,
          divisionCode: payoutRequests.divisionCode,
          items: count(),
        })
        .from(payoutRequests)
        .where(inArray(payoutRequests.code, codes))
        .groupBy(payoutRequests.merchantCode, payoutRequests.divisionCode);
      return divisions.map(({ items, ...division }) => ({
        ...division,
        amount: null,
        currency: null,
        itemCount: items,
      }));
    },
  },
  processDivisionPayoutRequests: {
    subjects: async (db, { params }) => {
      const [waiting] = await db
        .select({ items: count() })
        .from(payoutRequests)
        .where(and(eq(payoutRequests.divisionCode, params.divisionCode ?? ''), eq(payoutRequests.status, 'WAITING')));
      return [inDivision(params, { itemCount: waiting?.items ?? 0 })];
    },
  },
};

interface HeldAction extends HeldSubjects {
  kind: ApprovalActionKind;
}

/** The kind of action a route is, when an approval rule can hold it back, and how to judge its calls. */
export function heldActionOf(routeId: string): HeldAction | undefined {
  const kind = approvalHeldRoutes[routeId];
  const subjects = heldSubjects[routeId];
  return kind && subjects ? { kind, ...subjects } : undefined;
}

/** The merchant, division and currency of each virtual account of `codes` (`lookupTogether` asks for them). */
export async function heldAccounts(db: Queryable, codes: string[]): Promise<Map<string, HeldAccount>> {
  const rows = await db
    .select({
      code: virtualAccounts.code,
      merchantCode: virtualAccounts.merchantCode,
      divisionCode: virtualAccounts.divisionCode,
      currency: virtualAccounts.currency,
    })
    .from(virtualAccounts)
    .where(inArray(virtualAccounts.code, codes));
  return new Map(rows.map(({ code, ...account }) => [code, account]));
}

/** What the rules judge of a call to a route they can hold. */
export function subjectsOf(
  db: Queryable,
  action: HeldAction,
  input: Input,
  accountOf: AccountOf,
): Promise<HeldSubject[]> {
  const body = (input.body ?? {}) as Record<string, unknown>;
  return action.subjects(db, { params: input.params ?? {}, body, accountOf });
}
