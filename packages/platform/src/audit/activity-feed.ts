import type { ActivityPage, activityQuerySchema } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { activityQueryFields } from '@ops/core/list-query';
import { and, asc, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { readListQuery } from '../db/list-query/read-list-query.ts';
import { auditEvents } from '../db/schema/index.ts';
import { apiMessages } from '../http/api-messages.ts';
import { badRequest } from '../http/api-problem.ts';
import { activityQueryCondition } from './activity-query-sql.ts';
import { auditEventOf } from './audit-event-rows.ts';

type ActivityQuery = z.output<typeof activityQuerySchema>;

/** Entries older than entry `id` in the feed's order (time, then id), its time read in the database to the µs. */
const olderThan = (id: number): SQL =>
  sql`(${auditEvents.at}, ${auditEvents.id}) < (select e.at, e.id from ${auditEvents} e where e.id = ${id})`;

/**
 * The filters a query names, as conditions on the trail; each has an index that ends in the time and the id. The
 * query (in the list query language) is ANDed: a 400 when it cannot be read.
 */
function conditionsOf(query: ActivityQuery): SQL[] {
  const listQuery = readListQuery(activityQueryFields, query.query);
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
    query.before === undefined ? undefined : olderThan(query.before),
    query.after === undefined ? undefined : gt(auditEvents.id, query.after),
    listQuery ? activityQueryCondition(listQuery, calendarDayOf(new Date())) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** A `before` that names no entry is refused (nothing to page back from), not answered with an empty page. */
async function assertEntryExists(db: Queryable, id: number): Promise<void> {
  const [found] = await db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.id, id));
  if (!found)
    throw badRequest(apiMessages.badRequest, [{ field: 'before', message: apiMessages.unknownActivityEntry }]);
}

/**
 * One page of the activity feed: newest first (by time, then id), paged back from an entry (`before`, the previous
 * page's `next`), so a page costs the same at the millionth entry as at the first and a time range or a filter
 * reads its index from where the page starts; with `after`, the entries written since an id, oldest first.
 */
export async function readActivity(db: Queryable, query: ActivityQuery): Promise<ActivityPage> {
  const newestFirst = query.after === undefined;
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...conditionsOf(query)))
    .orderBy(...(newestFirst ? [desc(auditEvents.at), desc(auditEvents.id)] : [asc(auditEvents.id)]))
    .limit(query.limit + 1);
  if (rows.length === 0 && query.before !== undefined) await assertEntryExists(db, query.before);
  const elements = rows.slice(0, query.limit).map(auditEventOf);
  const more = rows.length > query.limit;
  return { elements, next: newestFirst && more ? (elements.at(-1)?.id ?? null) : null };
}
