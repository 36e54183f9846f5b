import {
  type ApprovalActionKind,
  type ApprovalRequest,
  type ApprovalSource,
  approvalRequestHeader,
  buildPath,
  type ContractRoute,
} from '@ops/core/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import { currentActivityOrigin } from '../../db/activity-origin.ts';
import { newCode } from '../../db/codes.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { lookupTogether } from '../../db/lookup-together.ts';
import { approvalRequests, approvalRules } from '../../db/schema/index.ts';
import { sourceOf } from '../../http/call-source.ts';
import type { RouteInput } from '../../http/mount-route.ts';
import type { RouteGate } from '../../http/route-gate.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { ServiceParts } from '../service-parts.ts';
import { expireApprovalJob } from './approval-jobs.ts';
import { emitApprovalStateChange, mailApprovers } from './approval-notices.ts';
import { approvalRequestOf } from './approval-request-rows.ts';
import { type HeldSubject, heldAccounts, heldActionOf, subjectsOf } from './held-actions.ts';
import { ruleHolds } from './rule-match.ts';

type RuleRow = typeof approvalRules.$inferSelect;
type Input = RouteInput<never, never, never>;

const dayMs = 86_400_000;

/** The enabled rules of each action kind of `kinds`, oldest first. */
async function enabledRulesOf(db: Queryable, kinds: ApprovalActionKind[]): Promise<Map<ApprovalActionKind, RuleRow[]>> {
  const rules = await db
    .select()
    .from(approvalRules)
    .where(
      and(
        eq(approvalRules.enabled, true),
        or(...kinds.map((kind) => sql`${approvalRules.actionKinds} @> ${JSON.stringify([kind])}::jsonb`)),
      ),
    )
    .orderBy(approvalRules.createdAt, approvalRules.code);
  return new Map(kinds.map((kind) => [kind, rules.filter((rule) => rule.actionKinds.includes(kind))]));
}

/**
 * The gate every contract route passes (`setRouteGate`): a call of an action an enabled rule of its division holds
 * back is recorded as an approval request and answered 202 with it; anything else runs at once. The calls that
 * arrive together share one small query for the rules of their kinds (`lookupTogether`, read after each call
 * arrived): with no rule of the action's kind anywhere, that is all a call costs; with one, they share another for
 * the virtual accounts they name.
 */
export function approvalGate(database: Database, parts: ServiceParts): RouteGate {
  const rulesOf = lookupTogether((kinds: ApprovalActionKind[]) => enabledRulesOf(database.db, kinds));
  const accountOf = lookupTogether((codes: string[]) => heldAccounts(database.db, codes));
  return async (route, input, sourceHeader) => {
    const action = heldActionOf(route.id);
    if (!action) return null;
    const rules = (await rulesOf(action.kind)) ?? [];
    if (rules.length === 0) return null;
    const source = sourceOf(sourceHeader);
    for (const subject of await subjectsOf(database.db, action, input, accountOf)) {
      const rule = rules.find(
        (candidate) =>
          candidate.divisionCode === subject.divisionCode && ruleHolds(candidate, action.kind, subject, source),
      );
      if (!rule) continue;
      const hold = { route, input, rule, subject, source, kind: action.kind };
      const { request, created } = await holdCall(database, hold);
      // A retry of a call that has run since: its Idempotency-Key answers what the run answered.
      if (request.status === 'EXECUTED' || request.status === 'FAILED') return null;
      if (created) await mailApprovers(request, parts);
      return { body: request, headers: { [approvalRequestHeader]: request.code } };
    }
    return null;
  };
}

interface Hold {
  route: ContractRoute;
  input: Input;
  rule: RuleRow;
  subject: HeldSubject;
  source: ApprovalSource;
  kind: ApprovalActionKind;
}

/**
 * Records the held call (audited, told to the webhook, its expiry queued), or answers the request a retry with the
 * same Idempotency-Key made before, so a retried call is held once (a rejected or expired one stays so).
 */
async function holdCall(
  database: Database,
  { route, input, rule, subject, source, kind }: Hold,
): Promise<{ request: ApprovalRequest; created: boolean }> {
  return database.transaction(async (tx) => {
    const callerKey = input.idempotencyKey ?? null;
    if (callerKey !== null) {
      const [before] = await tx
        .select()
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.requestedBy, input.caller.email),
            eq(approvalRequests.routeId, route.id),
            eq(approvalRequests.callerKey, callerKey),
          ),
        );
      if (before) return { request: approvalRequestOf(before), created: false };
    }
    const code = newCode('AR');
    const params = (input.params ?? {}) as Record<string, string>;
    const createdAt = new Date();
    const [row] = await tx
      .insert(approvalRequests)
      .values({
        code,
        actionKind: kind,
        merchantCode: subject.merchantCode,
        divisionCode: subject.divisionCode,
        ruleCode: rule.code,
        reason: rule.name,
        requestedBy: input.caller.email,
        requestedByName: input.caller.name,
        source,
        routeId: route.id,
        operation: {
          routeId: route.id,
          method: route.method,
          path: buildPath(route.path, params),
          params,
          query: (input.query ?? {}) as Record<string, never>,
          body: (input.body ?? null) as never,
          idempotencyKey: callerKey ?? (route.idempotent ? `approval:${code}` : null),
          reason: currentActivityOrigin()?.reason ?? null,
        },
        callerKey,
        amount: subject.amount,
        currency: subject.currency,
        itemCount: subject.itemCount,
        approvalsNeeded: rule.approvers,
        expiresAt: new Date(createdAt.getTime() + rule.expiresInDays * dayMs),
        createdAt,
      })
      .returning();
    if (!row) throw new Error('the approval request was not written');
    const request = approvalRequestOf(row);
    await recordAudit(tx, {
      actorEmail: input.caller.email,
      action: route.id,
      entityType: 'approvalRequest',
      entityId: code,
      before: null,
      after: request,
    });
    await emitApprovalStateChange(tx, request);
    await enqueueJob(tx, expireApprovalJob, { code }, { runAt: row.expiresAt, key: code });
    return { request, created: true };
  });
}
