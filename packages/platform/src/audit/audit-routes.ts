import { type AuditEvent, listAuditEvents } from '@ops/core/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { auditEvents } from '../db/schema/index.ts';
import { mountRoute } from '../http/mount-route.ts';
import type { PlatformApp } from '../http/platform-env.ts';

export function registerAuditRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, listAuditEvents, async ({ params, query }) => {
    const ofEntity = and(eq(auditEvents.entityType, params.entityType), eq(auditEvents.entityId, params.entityId));
    const [rows, [total]] = await Promise.all([
      database.db
        .select()
        .from(auditEvents)
        .where(ofEntity)
        .orderBy(desc(auditEvents.id))
        .limit(query.limit)
        .offset(query.page * query.limit),
      database.db.select({ value: count() }).from(auditEvents).where(ofEntity),
    ]);
    return {
      elements: rows.map(
        (row): AuditEvent => ({
          id: row.id,
          actor: row.actorEmail,
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          before: row.before as AuditEvent['before'],
          after: row.after as AuditEvent['after'],
          at: row.at.toISOString(),
        }),
      ),
      pageNumber: query.page,
      pageSize: query.limit,
      totalCount: total?.value ?? 0,
    };
  });
}
