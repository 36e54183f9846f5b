import { z } from 'zod';
import { defineAction } from './action.ts';
import { balanceCaches } from './cache-domain.ts';

const code = z.string().trim().min(1);

/**
 * Approves an approval request in the signed-in user's name. The platform refuses the requester (403) and a
 * second approval by the same account; the last approval runs the held action once, as its requester, and the
 * answer is the request with its outcome (EXECUTED, or FAILED with the refusal's words). So it changes whatever
 * the held action changes: payouts, transfers, sellers and balances.
 */
export const approveApprovalAction = defineAction({
  id: 'approvals.approve',
  // The last approval runs the held action: a money move, most often.
  risk: 'movesMoney',
  labelKey: 'approvals.actions.approve',
  group: 'approvals',
  keywords: ['approval', 'approve', 'four eyes', 'goedkeuren', 'vier ogen'],
  permission: 'ops',
  route: 'approveApprovalRequest',
  needsMerchant: false,
  changes: ['approvals', 'balanceTransfers', 'payouts', 'transactions', ...balanceCaches],
  about: 'approvalRequestCode',
  parameters: z.object({ approvalRequestCode: code }),
  run: (context, { approvalRequestCode }) =>
    context.clients.approvals.approveApprovalRequest({ params: { approvalRequestCode } }),
});

/** Rejects an approval request with a reason (required): the held action runs nothing. */
export const rejectApprovalAction = defineAction({
  id: 'approvals.reject',
  labelKey: 'approvals.actions.reject',
  group: 'approvals',
  keywords: ['approval', 'reject', 'decline', 'afwijzen'],
  permission: 'ops',
  route: 'rejectApprovalRequest',
  needsMerchant: false,
  changes: ['approvals'],
  about: 'approvalRequestCode',
  parameters: z.object({
    approvalRequestCode: code,
    reason: z.string().trim().min(1).max(500).describe('Why it is rejected; the requester reads it'),
  }),
  run: (context, { approvalRequestCode, reason }) =>
    context.clients.approvals.rejectApprovalRequest({ params: { approvalRequestCode }, body: { reason } }),
});

export const approvalActions = [approveApprovalAction, rejectApprovalAction];
