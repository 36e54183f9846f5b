import { z } from 'zod';
import { accountHolderDetailsSchema, accountHolderStatusSchema } from '../account-owner/account-holder.ts';
import { kycPermissionSchema } from '../account-owner/division-config.ts';
import { kycTierSchema } from '../account-owner/merchant.ts';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageOf, pageQuerySchema } from '../paging.ts';
import { codeSchema, emailSchema, timestampSchema } from '../primitives.ts';
import { kycDataChangesSchema } from './kyc-data-changes.ts';

/** A task waits unassigned (OPEN), is worked by one analyst (ASSIGNED), or was decided (DONE). */
export const kycTaskStatuses = ['OPEN', 'ASSIGNED', 'DONE'] as const;
export const kycTaskStatusSchema = z.enum(kycTaskStatuses);

/** Why a KYC check was opened (spec section 4 and the issue): a new seller, changed data, new documents. */
export const kycTaskReasons = ['SELLER_CREATED', 'DATA_CHANGED', 'DOCUMENTS', 'TIER_THRESHOLD', 'REOPENED'] as const;
export const kycTaskReasonSchema = z.enum(kycTaskReasons);

export const kycTaskSchema = z
  .object({
    code: codeSchema,
    status: kycTaskStatusSchema,
    reason: kycTaskReasonSchema,
    accountHolderCode: codeSchema,
    sellerName: z.string(),
    sellerStatus: accountHolderStatusSchema,
    tier: kycTierSchema.describe("The seller's current KYC tier"),
    merchantCode: codeSchema,
    merchantName: z.string(),
    divisionCode: codeSchema,
    divisionName: z.string(),
    assignee: emailSchema.nullable(),
    assignedAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    closedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'KycTask' });

/**
 * Queue filters: status, tier, merchant, age (opened at least so many days ago), and a query in the list query
 * language (core's `kycTaskQueryFields`).
 */
export const kycTaskListQuerySchema = pageQuerySchema
  .extend({
    status: kycTaskStatusSchema.optional(),
    tier: kycTierSchema.optional(),
    merchantCode: codeSchema.optional(),
    olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
    query: listQueryTextSchema,
  })
  .meta({ id: 'KycTaskListQuery' });

export const kycTaskCountsSchema = z
  .object({ OPEN: z.int().min(0), ASSIGNED: z.int().min(0), DONE: z.int().min(0) })
  .describe("Tasks in each status under the same filters and query, status (and the query's status) aside")
  .meta({ id: 'KycTaskCounts' });

export const kycTaskPageSchema = pageOf(kycTaskSchema)
  .extend({ counts: kycTaskCountsSchema })
  .meta({ id: 'KycTaskPage' });

/** Next task: the oldest unassigned task, of one merchant when named. */
export const nextKycTaskBodySchema = z.object({ merchantCode: codeSchema.optional() }).meta({ id: 'NextKycTask' });

export const kycTaskParamsSchema = z.object({ taskCode: codeSchema });

export const myKycTasksSchema = z.object({ elements: z.array(kycTaskSchema) }).meta({ id: 'MyKycTasks' });

/** A task as the analyst reviews it: the seller, what changed since the last decision, the moves allowed. */
export const kycTaskViewSchema = z
  .object({
    task: kycTaskSchema,
    seller: accountHolderDetailsSchema,
    changes: kycDataChangesSchema,
    lastDecisionAt: timestampSchema.nullable(),
    kycPermission: kycPermissionSchema.describe("The division's KYC permission for merchant-side decisions"),
    allowedStatuses: z.array(accountHolderStatusSchema).describe('The statuses ops may move the seller to'),
  })
  .meta({ id: 'KycTaskView' });

export type KycTaskStatus = z.infer<typeof kycTaskStatusSchema>;
export type KycTaskReason = z.infer<typeof kycTaskReasonSchema>;
export type KycTask = z.infer<typeof kycTaskSchema>;
export type KycTaskListQuery = z.input<typeof kycTaskListQuerySchema>;
export type KycTaskPage = z.infer<typeof kycTaskPageSchema>;
export type KycTaskView = z.infer<typeof kycTaskViewSchema>;
