import { pageOf } from '../paging.ts';
import { listOf, noContentSchema } from '../primitives.ts';
import { defineRoute } from '../route.ts';
import {
  approvalRequestListQuerySchema,
  approvalRequestParamsSchema,
  approvalRequestSchema,
  rejectBodySchema,
} from './approval-request.ts';
import { approvalRuleBodySchema, approvalRuleParamsSchema, approvalRuleSchema } from './approval-rule.ts';

const service = 'approvals/api/v1';
const rules = `${service}/rules`;
const requests = `${service}/requests`;

export const listApprovalRules = defineRoute({
  id: 'listApprovalRules',
  service,
  method: 'GET',
  path: rules,
  summary: "The bound division's approval rules, oldest first",
  response: listOf(approvalRuleSchema),
  scoped: true,
});

export const createApprovalRule = defineRoute({
  id: 'createApprovalRule',
  service,
  method: 'POST',
  path: rules,
  summary:
    'Add an approval rule to the bound division: which actions it holds back, its conditions joined with and/or ' +
    '(amount at or above a threshold per currency, source, more than N items), one or two approvers, expiry',
  body: approvalRuleBodySchema,
  response: approvalRuleSchema,
  successStatus: 201,
  scoped: true,
});

export const replaceApprovalRule = defineRoute({
  id: 'replaceApprovalRule',
  service,
  method: 'PUT',
  path: `${rules}/{ruleCode}`,
  summary: 'Replace an approval rule of the bound division; requests it already holds keep theirs',
  params: approvalRuleParamsSchema,
  body: approvalRuleBodySchema,
  response: approvalRuleSchema,
  scoped: true,
});

export const deleteApprovalRule = defineRoute({
  id: 'deleteApprovalRule',
  service,
  method: 'DELETE',
  path: `${rules}/{ruleCode}`,
  summary: 'Remove an approval rule of the bound division; requests it already holds still wait for approval',
  params: approvalRuleParamsSchema,
  response: noContentSchema,
  successStatus: 204,
  scoped: true,
});

export const listApprovalRequests = defineRoute({
  id: 'listApprovalRequests',
  service,
  method: 'GET',
  path: requests,
  summary:
    'Approval requests of every merchant, newest first, paged; `waitingForMe=true` keeps those the caller may ' +
    'approve now (open, not expired, not their own, not yet approved by them)',
  query: approvalRequestListQuerySchema,
  response: pageOf(approvalRequestSchema),
});

export const getApprovalRequest = defineRoute({
  id: 'getApprovalRequest',
  service,
  method: 'GET',
  path: `${requests}/{approvalRequestCode}`,
  summary: 'One approval request: what it will run, who asked, the rule, its approvals and outcome',
  params: approvalRequestParamsSchema,
  response: approvalRequestSchema,
});

export const approveApprovalRequest = defineRoute({
  id: 'approveApprovalRequest',
  service,
  method: 'POST',
  path: `${requests}/{approvalRequestCode}/approve`,
  summary:
    'Approve a waiting request (403 for its requester or an approver who approved it already; 409 when it no ' +
    'longer waits or has expired). The last approval runs the held call once, as the requester, and answers the ' +
    'request with its outcome',
  params: approvalRequestParamsSchema,
  response: approvalRequestSchema,
});

export const rejectApprovalRequest = defineRoute({
  id: 'rejectApprovalRequest',
  service,
  method: 'POST',
  path: `${requests}/{approvalRequestCode}/reject`,
  summary: 'Reject a waiting request with a reason: it runs nothing',
  params: approvalRequestParamsSchema,
  body: rejectBodySchema,
  response: approvalRequestSchema,
});

/** The approvals service's calls, keyed by route id, in mounting order. */
export const approvalRoutes = {
  listApprovalRules,
  createApprovalRule,
  replaceApprovalRule,
  deleteApprovalRule,
  listApprovalRequests,
  getApprovalRequest,
  approveApprovalRequest,
  rejectApprovalRequest,
};

export type ApprovalRoutes = typeof approvalRoutes;
