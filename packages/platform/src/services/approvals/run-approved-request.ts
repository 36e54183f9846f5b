import type { ApprovalRequest } from '@ops/core/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { withActivityOrigin } from '../../db/activity-origin.ts';
import type { Database } from '../../db/database.ts';
import { approvalRequests } from '../../db/schema/index.ts';
import { ApiProblem } from '../../http/api-problem.ts';
import { mountedRoutes, type RouteInput } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { handlerOf } from '../../http/route-gate.ts';
import type { ApprovalRequestRow } from './approval-request-rows.ts';
import { lockRequest, writeDecision } from './approval-writes.ts';

/** How long a process holds a run before another may take it over (it died): longer than any call takes. */
const runLeaseSeconds = 30;

type Outcome = NonNullable<ApprovalRequest['outcome']>;

/** Claims an approved request's run for this process: null when it ran already or another process runs it. */
async function claimRun(database: Database, code: string, now: Date): Promise<ApprovalRequestRow | null> {
  const at = now.toISOString();
  const [row] = await database.transaction((tx) =>
    tx
      .update(approvalRequests)
      .set({ runningUntil: sql`${at}::timestamptz + make_interval(secs => ${runLeaseSeconds})` })
      .where(
        and(
          eq(approvalRequests.code, code),
          eq(approvalRequests.status, 'APPROVED'),
          or(isNull(approvalRequests.runningUntil), lt(approvalRequests.runningUntil, sql`${at}::timestamptz`)),
        ),
      )
      .returning(),
  );
  return row ?? null;
}

/** The held call's answer: its body and status, a replayed answer's too, or the refusal it was given. */
async function callHeldRoute(app: PlatformApp, row: ApprovalRequestRow, publicUrl: string): Promise<Outcome> {
  const handler = handlerOf(app, row.routeId);
  if (!handler) throw new Error(`no handler is mounted for ${row.routeId}`);
  const { operation } = row;
  const input = {
    params: operation.params,
    query: operation.query,
    body: operation.body,
    headers: {},
    caller: { email: row.requestedBy, name: row.requestedByName, opsStaff: true, roles: [] },
    scope: { merchantCode: row.merchantCode, divisionCode: row.divisionCode },
    idempotencyKey: operation.idempotencyKey ?? undefined,
    requestId: `approval:${row.code}`,
    publicUrl,
  } as unknown as RouteInput<never, never, never>;
  try {
    // The run is the requester's call, come from where the request came from, with the reason it was made for.
    const origin = {
      source: row.source,
      merchantCode: row.merchantCode,
      divisionCode: row.divisionCode,
      reason: operation.reason ?? undefined,
    };
    const answer = await withActivityOrigin(origin, () => handler(input));
    if (!(answer instanceof Response)) {
      const status = mountedRoutes(app).find((route) => route.id === row.routeId)?.successStatus ?? 200;
      return { status, body: (answer ?? null) as Outcome['body'] };
    }
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    // A refusal (the ledger's INSUFFICIENT_BALANCE, a deleted seller) is the outcome; anything else is tried again.
    if (error instanceof ApiProblem && error.status < 500) return { status: error.status, body: error.body };
    throw error;
  }
}

/**
 * Runs an approved request's held call once, through the route's own handler (idempotency, ledger and audit as
 * if it had run at once) as its requester, and records the outcome: EXECUTED, or FAILED with the refusal's words
 * (nothing moved). Answers false while another process holds the run; a request run already is left alone. The
 * run's claim is reckoned from `now` (the job runner's clock, as the jobs' own leases are; the wall clock otherwise).
 */
export async function runApprovedRequest(
  app: PlatformApp,
  database: Database,
  code: string,
  publicUrl: string,
  now = new Date(),
): Promise<boolean> {
  const claimed = await claimRun(database, code, now);
  if (!claimed) {
    const [row] = await database.db
      .select({ status: approvalRequests.status })
      .from(approvalRequests)
      .where(eq(approvalRequests.code, code));
    return row?.status !== 'APPROVED';
  }
  let outcome: Outcome;
  try {
    outcome = await callHeldRoute(app, claimed, publicUrl);
  } catch (error) {
    await database.transaction((tx) =>
      tx.update(approvalRequests).set({ runningUntil: null }).where(eq(approvalRequests.code, code)),
    );
    throw error;
  }
  await database.transaction(async (tx) => {
    const row = await lockRequest(tx, code);
    if (row.status !== 'APPROVED') return;
    const status = outcome.status < 300 ? 'EXECUTED' : 'FAILED';
    const change = { status, outcome, executedAt: new Date(), runningUntil: null } as const;
    await writeDecision(tx, row, change, row.requestedBy, 'runApprovalRequest');
  });
  return true;
}
