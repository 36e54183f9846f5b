import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import { queryFlagSchema, timestampSchema } from '../primitives.ts';
import { approvalActionKinds, approvalSources } from './approval-rule.ts';

/**
 * PENDING waits for approvals; APPROVED has them all and is running; EXECUTED ran (its answer in `outcome`);
 * FAILED ran and was refused (the refusal in `outcome`, nothing moved); REJECTED and EXPIRED ran nothing.
 */
export const approvalRequestStatuses = ['PENDING', 'APPROVED', 'EXECUTED', 'FAILED', 'REJECTED', 'EXPIRED'] as const;
export type ApprovalRequestStatus = (typeof approvalRequestStatuses)[number];

/** Exactly what runs when the last approval arrives: the contract route and the call's parts as checked. */
export const heldOperationSchema = z
  .object({
    /** The contract route id, e.g. 'createBalanceTransfer'. */
    routeId: z.string(),
    method: z.string(),
    /** The call's path under `/api/`, placeholders filled in. */
    path: z.string(),
    params: z.json(),
    query: z.json(),
    body: z.json(),
    /** The Idempotency-Key it runs with: the caller's, else `approval:<code>`. */
    idempotencyKey: z.string().nullable(),
    /** The caller's reason (`x-ops-reason`), kept for the approved run's audit entries; absent on older requests. */
    reason: z.string().nullable().optional(),
  })
  .meta({ id: 'HeldOperation' });

export const approvalDecisionSchema = z.object({ by: z.string(), name: z.string(), at: timestampSchema });

export const approvalRequestSchema = z
  .object({
    code: z.string(),
    status: z.enum(approvalRequestStatuses),
    actionKind: z.enum(approvalActionKinds),
    merchantCode: z.string(),
    divisionCode: z.string(),
    ruleCode: z.string(),
    /** Why it waits: the rule's name. */
    reason: z.string(),
    requestedBy: z.string(),
    requestedByName: z.string(),
    source: z.enum(approvalSources),
    operation: heldOperationSchema,
    /** The action's amount in minor units and its currency, when it has one. */
    amount: z.int().nullable(),
    currency: z.string().nullable(),
    /** How many items it acts on (bulk processing), when it acts on several. */
    itemCount: z.int().nullable(),
    approvalsNeeded: z.int().min(1).max(2),
    /** The approvals so far, in order. */
    approvals: z.array(approvalDecisionSchema),
    rejection: approvalDecisionSchema.extend({ reason: z.string() }).nullable(),
    /** What the run answered: its HTTP status and body (the refusal in the ledger's words when it failed). */
    outcome: z.object({ status: z.int(), body: z.json() }).nullable(),
    expiresAt: timestampSchema,
    createdAt: timestampSchema,
    /** When it was approved, rejected or expired. */
    decidedAt: timestampSchema.nullable(),
    executedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'ApprovalRequest' });

export const approvalRequestListQuerySchema = pageQuerySchema.extend({
  /** Only requests the caller may approve now: open, not expired, not their own, not yet approved by them. */
  waitingForMe: queryFlagSchema,
  status: z.enum(approvalRequestStatuses).optional(),
  divisionCode: z.string().optional(),
});

export const approvalRequestParamsSchema = z.object({ approvalRequestCode: z.string().min(1) });

export const rejectBodySchema = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'RejectApprovalRequest' });

/** The header a held call's 202 answer names its approval request in (besides the body). */
export const approvalRequestHeader = 'ops-approval-request';

export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;
export type HeldOperation = z.infer<typeof heldOperationSchema>;
export type ApprovalRequestListQuery = z.output<typeof approvalRequestListQuerySchema>;
