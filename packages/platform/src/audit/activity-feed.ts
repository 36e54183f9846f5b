import type { ActivityPage, activityQuerySchema } from '@ops/core/contract';
import { and, asc, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { auditEvents } from '../db/schema/index.ts';
import { auditEventOf } from './audit-event-rows.ts';

type ActivityQuery = z.output<typeof activityQuerySchema>;

/** The filters a query names, as conditions on the trail; each has an index that ends in the id. */
function conditionsOf(query: ActivityQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.merchantCode === undefined ? undefined : eq(auditEvents.merchantCode, query.merchantCode),
    query.divisionCode === undefined ? undefined : eq(auditEvents.divisionCode, query.divisionCode),
    query.actor === undefined ? undefined : eq(auditEvents.actorEmail, query.actor),
    query.entityType === undefined ? undefined : eq(auditEvents.entityType, query.entityType),
    query.entityId === undefined ? undefined : eq(auditEvents.entityId, query.entityId),
    query.action === undefined ? undefined : eq(auditEvents.action, query.action),
    query.source === undefined ? undefined : eq(auditEvents.source, query.source),
    query.from === undefined ? undefined : gte(auditEvents.at, new Date(query.from)),
    query.to === undefined ? undefined : lte(auditEvents.at, new Date(query.to)),
    query.before === undefined ? undefined : lt(auditEvents.id, query.before),
    query.after === undefined ? undefined : gt(auditEvents.id, query.after),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * One page of the activity feed: newest first, paged back by entry id (`before`, the previous page's `next`), so a
 * page costs the same at the millionth entry as at the first; with `after`, the entries written since, oldest first.
 */
export async function readActivity(db: Queryable, query: ActivityQuery): Promise<ActivityPage> {
  const newestFirst = query.after === undefined;
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...conditionsOf(query)))
    .orderBy(newestFirst ? desc(auditEvents.id) : asc(auditEvents.id))
    .limit(query.limit + 1);
  const elements = rows.slice(0, query.limit).map(auditEventOf);
  const more = rows.length > query.limit;
  return { elements, next: newestFirst && more ? (elements.at(-1)?.id ?? null) : null };
}
