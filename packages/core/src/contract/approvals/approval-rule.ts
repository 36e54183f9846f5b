import { z } from 'zod';
import { currencyCodeSchema, minorUnitsSchema, timestampSchema } from '../primitives.ts';

/**
 * What an approval rule can hold back (issue 29): a balance transfer, a payout batch's approval or instruction,
 * a manual payout request, a split refund, an external account added or changed, and bulk payout processing.
 */
export const approvalActionKinds = [
  'BALANCE_TRANSFER',
  'PAYOUT_BATCH_APPROVAL',
  'PAYOUT_BATCH_INSTRUCTION',
  'MANUAL_PAYOUT_REQUEST',
  'SPLIT_REFUND',
  'EXTERNAL_ACCOUNT_CHANGE',
  'BULK_PAYOUT_PROCESSING',
] as const;
export type ApprovalActionKind = (typeof approvalActionKinds)[number];

/**
 * The routes an approval rule can hold back, by route id, and the kind of action each is: a held call is answered
 * 202 with its approval request instead of running (the OpenAPI document says so on these routes).
 */
export const approvalHeldRoutes: Readonly<Record<string, ApprovalActionKind>> = {
  createBalanceTransfer: 'BALANCE_TRANSFER',
  approvePayout: 'PAYOUT_BATCH_APPROVAL',
  instructPayout: 'PAYOUT_BATCH_INSTRUCTION',
  createPayoutRequest: 'MANUAL_PAYOUT_REQUEST',
  createSplitRefund: 'SPLIT_REFUND',
  createExternalAccount: 'EXTERNAL_ACCOUNT_CHANGE',
  updateExternalAccount: 'EXTERNAL_ACCOUNT_CHANGE',
  processPayoutRequests: 'BULK_PAYOUT_PROCESSING',
  processDivisionPayoutRequests: 'BULK_PAYOUT_PROCESSING',
};

/**
 * Where a call comes from, as its `x-ops-source` header says (`web`, `palette`, `cli`; absent or anything else
 * is `api`). The web sends `web` (or `palette` for the command palette's runs), the cli `cli`.
 */
export const approvalSources = ['WEB', 'PALETTE', 'CLI', 'API'] as const;
export type ApprovalSource = (typeof approvalSources)[number];
/** Where an audited change came from: an approval source, or one of the platform's own jobs. */
export const activitySources = [...approvalSources, 'JOB'] as const;
export type ActivitySource = (typeof activitySources)[number];

/** The header a client names its source in. */
export const approvalSourceHeader = 'x-ops-source';

/**
 * One condition of a rule. `AMOUNT_AT_LEAST`: the action's amount is in `currency` and at or above `amount`
 * (an action whose amount is not known before it runs, such as a COMPLETE payout request, meets it).
 * `SOURCE`: the call came from one of `sources`. `ITEMS_MORE_THAN`: the action acts on more than `count`
 * items (bulk payout processing).
 */
export const approvalConditionSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('AMOUNT_AT_LEAST'), currency: currencyCodeSchema, amount: minorUnitsSchema.min(0) }),
    z.object({ kind: z.literal('SOURCE'), sources: z.array(z.enum(approvalSources)).min(1) }),
    z.object({ kind: z.literal('ITEMS_MORE_THAN'), count: z.int().min(0) }),
  ])
  .meta({ id: 'ApprovalCondition' });

/** The fields a rule is written with (create and replace). */
export const approvalRuleBodySchema = z
  .object({
    /** What the approvers read as the reason the request waits, e.g. 'Transfers of EUR 1,000 or more'. */
    name: z.string().trim().min(1).max(200),
    actionKinds: z.array(z.enum(approvalActionKinds)).min(1),
    /** `ALL`: every condition must hold (and); `ANY`: one is enough (or). No conditions: always. */
    join: z.enum(['ALL', 'ANY']).default('ALL'),
    conditions: z.array(approvalConditionSchema).max(20).default([]),
    /** How many approvers, one after the other: 1 or 2. Any ops account but the requester may approve. */
    approvers: z.int().min(1).max(2).default(1),
    /** Days a request waits for its approvals before it expires and runs nothing. */
    expiresInDays: z.int().min(1).max(30).default(7),
    enabled: z.boolean().default(true),
  })
  .meta({ id: 'ApprovalRuleBody' });

export const approvalRuleSchema = approvalRuleBodySchema
  .extend({
    code: z.string(),
    merchantCode: z.string(),
    divisionCode: z.string(),
    createdBy: z.string(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'ApprovalRule' });

export const approvalRuleParamsSchema = z.object({ ruleCode: z.string().min(1) });

export type ApprovalCondition = z.infer<typeof approvalConditionSchema>;
export type ApprovalRuleBody = z.input<typeof approvalRuleBodySchema>;
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;
