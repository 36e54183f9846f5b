import { listActivity, listAuditEvents, verifyAuditChain } from '@ops/core/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { pageOf } from '../db/page-of.ts';
import { auditEvents } from '../db/schema/index.ts';
import { apiMessages } from '../http/api-messages.ts';
import { badRequest } from '../http/api-problem.ts';
import { mountRoute } from '../http/mount-route.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import { readActivity } from './activity-feed.ts';
import { verifyAuditChain as verifyChain } from './audit-chain.ts';
import { auditEventOf } from './audit-event-rows.ts';

export function registerAuditRoutes(app: PlatformApp, database: Database): void {
  mountRoute(app, listAuditEvents, async ({ params, query }) => {
    const ofEntity = and(eq(auditEvents.entityType, params.entityType), eq(auditEvents.entityId, params.entityId));
    const read = {
      rows: ({ limit, offset }: { limit: number; offset: number }) =>
        database.db
          .select()
          .from(auditEvents)
          .where(ofEntity)
          .orderBy(desc(auditEvents.id))
          .limit(limit)
          .offset(offset),
      total: database.db.select({ value: count() }).from(auditEvents).where(ofEntity),
    };
    return pageOf(query, read, (rows) => rows.map(auditEventOf));
  });

  mountRoute(app, listActivity, ({ query, caller }) => {
    // Every merchant's changes at once are the admin's to read; other roles read a merchant's.
    if (query.merchantCode === undefined && !caller.roles.includes('admin')) {
      throw badRequest(apiMessages.badRequest, [{ field: 'merchantCode', message: apiMessages.selectMerchant }]);
    }
    return readActivity(database.db, query);
  });

  mountRoute(app, verifyAuditChain, () => verifyChain(database.db));
}
