import { z } from 'zod';
import { activitySources } from './approvals/approval-rule.ts';
import { listQueryTextSchema } from './list-query-text.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { timestampSchema } from './primitives.ts';
import { defineRoute } from './route.ts';

/** One state-changing call as the audit trail recorded it. */
export const auditEventSchema = z.object({
  id: z.int().min(1),
  /** E-mail of the signed-in user who made the call. */
  actor: z.string(),
  /** The contract route id of the call, e.g. 'createMerchant'. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The entity before the call; null when the call created it. */
  before: z.json().nullable(),
  /** The entity after the call; null when the call deleted it. */
  after: z.json().nullable(),
  at: timestampSchema,
  /** The merchant and division the call was made for; null when it was bound to none. */
  merchantCode: z.string().nullable(),
  divisionCode: z.string().nullable(),
  /** Where the call came from; null for entries written before origins were kept. */
  source: z.enum(activitySources).nullable(),
  /** Why, in the caller's words (the `x-ops-reason` header); null when none was given. */
  reason: z.string().nullable(),
});

export const auditEntityParamsSchema = z.object({
  entityType: z.string().min(1).max(64),
  entityId: z.string().min(1).max(200),
});

export const listAuditEvents = defineRoute({
  id: 'listAuditEvents',
  service: 'audit',
  method: 'GET',
  path: 'audit/{entityType}/{entityId}',
  summary: "An entity's audit trail, newest first",
  params: auditEntityParamsSchema,
  query: pageQuerySchema,
  response: pageOf(auditEventSchema),
});

export type AuditEvent = z.infer<typeof auditEventSchema>;

/**
 * The activity feed's filters (issue 30): all optional, joined with and, a query in the list query language (core's
 * `activityQueryFields`) among them. `before` pages back from an entry id (the previous page's `next`); `after` asks
 * for the entries written after an id, oldest first (`ops activity tail`).
 */
export const activityQuerySchema = z.object({
  merchantCode: z.string().min(1).max(64).optional(),
  divisionCode: z.string().min(1).max(64).optional(),
  actor: z.string().min(1).max(320).optional(),
  entityType: z.string().min(1).max(64).optional(),
  entityId: z.string().min(1).max(200).optional(),
  /** The contract route id of the call, e.g. 'createBalanceTransfer'. */
  action: z.string().min(1).max(100).optional(),
  source: z.enum(activitySources).optional(),
  from: timestampSchema.optional(),
  to: timestampSchema.optional(),
  query: listQueryTextSchema,
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

/** A page of the feed, newest first (oldest first with `after`); `next` is the `before` of the next page, if any. */
export const activityPageSchema = z
  .object({ elements: z.array(auditEventSchema), next: z.int().min(1).nullable() })
  .meta({ id: 'ActivityPage' });

export const listActivity = defineRoute({
  id: 'listActivity',
  service: 'audit',
  method: 'GET',
  path: 'activity',
  summary: 'Every audited change, newest first, by merchant, division, person, object, kind, source and time',
  query: activityQuerySchema,
  response: activityPageSchema,
});

/** The hash chain's check: where it first breaks, if it does. */
export const auditChainVerificationSchema = z
  .object({
    /** True when every sealed entry matches its seal and every entry is sealed. */
    holds: z.boolean(),
    /** Seals checked. */
    checked: z.int().min(0),
    /** The last seal: recording it elsewhere lets a later check see that nothing was rewritten before it. */
    head: z.object({ position: z.int().min(1), hash: z.string() }).nullable(),
    /** The first entry that breaks the chain, when one does. */
    firstBroken: z
      .object({
        position: z.int().min(1).nullable(),
        auditEventId: z.int().min(1),
        problem: z.enum(['CHANGED', 'REMOVED', 'UNSEALED']),
      })
      .nullable(),
  })
  .meta({ id: 'AuditChainVerification' });

export const verifyAuditChain = defineRoute({
  id: 'verifyAuditChain',
  service: 'audit',
  method: 'GET',
  path: 'audit-chain/verification',
  summary: "Checks the audit trail's hash chain and names the first entry that breaks it",
  response: auditChainVerificationSchema,
});

export type ActivityQuery = Partial<z.output<typeof activityQuerySchema>>;
export type ActivityPage = z.infer<typeof activityPageSchema>;
export type AuditChainVerification = z.infer<typeof auditChainVerificationSchema>;

/** The audit service's table: an entity's trail, the activity feed and the chain's verification. */
export const auditRoutes = {
  listAuditEvents,
  listActivity,
  verifyAuditChain,
};

export { reasonHeader } from './reason-header.ts';
