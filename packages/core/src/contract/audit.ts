import { z } from 'zod';
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

/** The audit service's table: an entity's trail. */
export const auditRoutes = {
  listAuditEvents,
};
