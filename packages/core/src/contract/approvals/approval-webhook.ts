import { z } from 'zod';
import { approvalRequestStatuses } from './approval-request.ts';
import { approvalActionKinds } from './approval-rule.ts';

/** The webhook event of every state an approval request takes, sent to the division's PAYOUTS endpoint. */
export const approvalWebhookEventType = 'approvalRequest.statusChanged';

/** The `data` of an `approvalRequest.statusChanged` event (docs/webhooks.md). */
export const approvalWebhookDataSchema = z
  .object({
    approvalRequestCode: z.string(),
    status: z.enum(approvalRequestStatuses),
    actionKind: z.enum(approvalActionKinds),
    ruleCode: z.string(),
    requestedBy: z.string(),
    /** Minor units; null when the action has no amount. */
    amount: z.int().nullable(),
    currency: z.string().nullable(),
    itemCount: z.int().nullable(),
    /** The approvers' e-mails, in order. */
    approvals: z.array(z.string()),
    /** The run's HTTP status; null before it ran. */
    outcomeStatus: z.int().nullable(),
  })
  .meta({ id: 'ApprovalWebhookData' });

export type ApprovalWebhookData = z.infer<typeof approvalWebhookDataSchema>;
