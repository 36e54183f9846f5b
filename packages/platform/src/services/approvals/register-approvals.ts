import { approvalRoutes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { setRouteGate } from '../../http/route-gate.ts';
import { boundDivision } from '../account-owner/scope.ts';
import type { ServiceParts } from '../service-parts.ts';
import { recordApproval, recordRejection } from './approval-decisions.ts';
import { setApprovalRunner } from './approval-jobs.ts';
import { mailApprovers } from './approval-notices.ts';
import { listApprovalRequests, readApprovalRequest } from './approval-request-rows.ts';
import { changeApprovalRule, createApprovalRule, listApprovalRules } from './approval-rules.ts';
import { approvalGate } from './hold-call.ts';
import { runApprovedRequest } from './run-approved-request.ts';

/**
 * Four-eyes approval (issue 29): a division's rules, the requests they hold, and the gate every contract route
 * passes (registered first, so it sees every service's routes).
 */
export function registerApprovals(app: PlatformApp, database: Database, parts: ServiceParts): void {
  const run = (code: string) => runApprovedRequest(app, database, code, parts.publicUrl);
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
