import {
  type ApprovalActionKind,
  type ApprovalCondition,
  approvalRequestStatuses,
  approvalSources,
  type HeldOperation,
} from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A division's approval rule (issue 29): which actions wait for approval, when, and by how many approvers. */
export const approvalRules = pgTable(
  'approval_rules',
  {
    code: text('code').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    name: text('name').notNull(),
    actionKinds: jsonb('action_kinds').$type<ApprovalActionKind[]>().notNull(),
    join: text('join', { enum: ['ALL', 'ANY'] }).notNull(),
    conditions: jsonb('conditions').$type<ApprovalCondition[]>().notNull(),
    approvers: integer('approvers').notNull(),
    expiresInDays: integer('expires_in_days').notNull(),
    enabled: boolean('enabled').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('approval_rules_division_idx').on(table.divisionCode, table.createdAt),
    check('approval_rules_approvers_check', sql`${table.approvers} between 1 and 2`),
    check('approval_rules_join_check', sql`${table.join} in ('ALL', 'ANY')`),
  ],
);

export interface ApprovalDecision {
  by: string;
  name: string;
  at: string;
}

/**
 * A held call waiting for approval, and what became of it. `operation` is exactly what runs (route, params,
 * query, body, Idempotency-Key); `approvals` grows in order under the row's lock; `outcome` is the run's answer.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    code: text('code').primaryKey(),
    status: text('status', { enum: approvalRequestStatuses }).notNull().default('PENDING'),
    actionKind: text('action_kind').$type<ApprovalActionKind>().notNull(),
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    ruleCode: text('rule_code').notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    source: text('source', { enum: approvalSources }).notNull(),
    routeId: text('route_id').notNull(),
    operation: jsonb('operation').$type<HeldOperation>().notNull(),
    /** The caller's own Idempotency-Key: a retry with it answers this request again instead of holding another. */
    callerKey: text('caller_key'),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    itemCount: integer('item_count'),
    approvalsNeeded: integer('approvals_needed').notNull(),
    approvals: jsonb('approvals').$type<ApprovalDecision[]>().notNull().default([]),
    rejection: jsonb('rejection').$type<ApprovalDecision & { reason: string }>(),
    outcome: jsonb('outcome').$type<{ status: number; body: unknown }>(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    decidedAt: moment('decided_at'),
    executedAt: moment('executed_at'),
    /** While APPROVED: until when the process running it holds it (another takes it over after). */
    runningUntil: moment('running_until'),
  },
  (table) => [
    check('approval_requests_status_check', sql`${table.status} in (${oneOf(approvalRequestStatuses)})`),
    // Both read backwards for `order by created_at desc, code desc` (the lists' newest first).
    index('approval_requests_list_idx').on(table.createdAt, table.code),
    // "Waiting for me": the open requests, newest first; the caller's own and approved ones are filtered on the way.
    index('approval_requests_open_idx').on(table.createdAt, table.code).where(sql`${table.status} = 'PENDING'`),
    // Its count: the open requests not the caller's (index only), less those the caller approved (the GIN index).
    index('approval_requests_open_requester_idx')
      .on(table.expiresAt, table.requestedBy)
      .where(sql`${table.status} = 'PENDING'`),
    index('approval_requests_open_approvals_idx')
      .using('gin', table.approvals.op('jsonb_path_ops'))
      .where(sql`${table.status} = 'PENDING'`),
    uniqueIndex('approval_requests_caller_key_idx')
      .on(table.requestedBy, table.routeId, table.callerKey)
      .where(sql`${table.callerKey} is not null`),
  ],
);
