import { approvalRoutes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { setRouteGate } from '../../http/route-gate.ts';
import { boundDivision } from '../account-owner/scope.ts';
import type { ServiceParts } from '../service-parts.ts';
import { recordApproval, recordRejection } from './approval-decisions.ts';
import { type ApprovalRunner, setApprovalRunner } from './approval-jobs.ts';
import { mailApprovers } from './approval-notices.ts';
import { listApprovalRequests, readApprovalRequest } from './approval-request-rows.ts';
import { changeApprovalRule, createApprovalRule, listApprovalRules } from './approval-rules.ts';
import { approvalGate } from './hold-call.ts';
import { runApprovedRequest } from './run-approved-request.ts';

/**
 * Four-eyes approval (issue 29), registered first so its gate sees every service's routes.
 *
 * **Approvals** (`services/approvals/`, prefix `approvals/api/v1`, issue 29): four eyes on money moves. A division's
 * rules (`approval-rules.ts`, `approval_rules`, CRUD scoped by the Merchant-Code headers, audited as `approvalRule`)
 * name action kinds (`held-actions.ts`: route id → kind and what a rule judges of the call: its division, amount and
 * currency, item count), conditions joined ALL/ANY (`rule-match.ts`: amount at or above a threshold in a currency,
 * source from `x-ops-source` (`web`, `palette`, `cli`, else API), more than N items), one or two approvers and an
 * expiry (7 days). `registerApprovals` runs first and sets the route gate (`hold-call.ts`, `setRouteGate`):
 * `mountRoute` asks it after the request's checks and before the handler; the calls that arrive together share one
 * small query for the enabled rules of their kinds, and, when there is one, one for the accounts they name
 * (`db/lookup-together.ts`), so a balance transfer costs no query of its own. A held call is written as an `approval_requests` row (the route id, params, query, body and
 * the Idempotency-Key it will run with: the caller's, else `approval:<code>`; a retry with the caller's key answers
 * the same request, or, once run, what the run answered), audited, told to the PAYOUTS webhook
 * (`approvalRequest.statusChanged`, `approval-notices.ts`), its expiry queued (`approvals.expire`), and answered 202
 * with the request and the `ops-approval-request` header; the next approvers get an e-mail after the commit (until
 * roles exist: every ops demo account but the requester and those who approved; none with an external issuer; a mail
 * that fails is logged). Decisions (`approval-decisions.ts` over `approval-writes.ts`) lock the row: the requester
 * and a second approval by one account are refused (403), a request no longer PENDING is 409, an expired one is
 * marked EXPIRED (committed) and refused; reject needs a reason (the requester may withdraw). The last approval sets
 * APPROVED and queues `approvals.run` keyed by the code in the same transaction, then runs it at once (`run-
 * approved-request.ts`): the run is claimed for 30 s (`running_until`), the route's own handler (`handlerOf`, kept
 * by `mountRoute`) is called with the stored input as the requester (so idempotency, ledger and audit are as if it
 * had run at once), and the outcome is recorded: EXECUTED with the answer, or FAILED with a 4xx refusal in the
 * ledger's words (nothing moved); an unexpected failure releases the claim and the job tries again. The job
 * (`approval-jobs.ts`, lease 45 s, reaching the platform's runner through `setApprovalRunner(database, …)`) carries
 * a run over a crash between the approval and the run. "Waiting for me" (`approval-request-rows.ts`) reads
 * `approval_requests_open_idx` backwards and counts the open ones less those the caller approved
 * (`…_open_requester_idx`, the GIN `…_open_approvals_idx`). Tests: `approvals.test.ts`, `approval-races.test.ts`,
 * `demo-rule.test.ts` (the small seed), `rule-match.test.ts`, `approval-restart.postgres.test.ts` (kill -9, child
 * processes); bench `tests/bench/approvals.bench.ts`. Action kinds whose routes are not idempotent (payout batch
 * approval, external accounts) could run twice only if a process died after the run committed and before its outcome
 * was written (the claim's 30 s then pass).
 *
 * Demo data: seed step `approval-rules` gives the demo division `D-HOLLAND-GOODS-NL` its rule (balance transfers of
 * €1,000 or more, one approval): only seeded data has it, a test platform has no rule unless its test adds one.
 */
export function registerApprovals(app: PlatformApp, database: Database, parts: ServiceParts): void {
  const run: ApprovalRunner = (code, now) => runApprovedRequest(app, database, code, parts.publicUrl, now);
  setRouteGate(app, approvalGate(database, parts));
  setApprovalRunner(database, run);
  const routes = approvalRoutes;

  mountRoute(app, routes.listApprovalRules, async ({ scope }) => ({
    elements: await listApprovalRules(database.db, boundDivision(scope)),
  }));
  mountRoute(app, routes.createApprovalRule, ({ scope, body, caller }) =>
    createApprovalRule(database, boundDivision(scope), body, caller),
  );
  mountRoute(app, routes.replaceApprovalRule, async ({ scope, params, body, caller }) => {
    const rule = await changeApprovalRule(database, boundDivision(scope), params.ruleCode, body, caller);
    if (!rule) throw new Error('a replaced rule is answered');
    return rule;
  });
  mountRoute(app, routes.deleteApprovalRule, async ({ scope, params, caller }) => {
    await changeApprovalRule(database, boundDivision(scope), params.ruleCode, null, caller);
  });

  mountRoute(app, routes.listApprovalRequests, ({ query, caller }) =>
    listApprovalRequests(database.db, query, caller.email),
  );
  mountRoute(app, routes.getApprovalRequest, ({ params }) =>
    readApprovalRequest(database.db, params.approvalRequestCode),
  );
  mountRoute(app, routes.approveApprovalRequest, async ({ params, caller }) => {
    const code = params.approvalRequestCode;
    const request = await recordApproval(database, code, caller);
    // The last approval runs the call now (the queued job is the fallback): the approver sees its outcome.
    if (request.status === 'APPROVED') await run(code);
    else await mailApprovers(request, parts);
    return readApprovalRequest(database.db, code);
  });
  mountRoute(app, routes.rejectApprovalRequest, ({ params, body, caller }) =>
    recordRejection(database, params.approvalRequestCode, caller, body.reason),
  );
}
