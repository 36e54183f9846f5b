import { accountOwnerRoutes as routes, type WebhookEndpoint, webhookTypes } from '@ops/core/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { webhookDeliveries, webhookEvents } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { requireDivision } from '../account-owner/scope.ts';
import { emitWebhookEvent, queueDelivery } from './webhook-events.ts';
import { webhookMessages as messages } from './webhook-messages.ts';
import { deliveryColumns, readWebhookDelivery, signingSecretOf, toWebhookDelivery } from './webhook-rows.ts';

const inEndpoint = (divisionCode: string, webhookType: string) =>
  and(eq(webhookDeliveries.divisionCode, divisionCode), eq(webhookDeliveries.webhookType, webhookType as 'KYC'));

/** The webhook endpoints of a division, their delivery logs, test events and redelivery. */
export function registerWebhooks(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listWebhookEndpoints, ({ params }) =>
    database.transaction(async (tx) => {
      const division = await requireDivision(tx, params);
      const signingSecret = await signingSecretOf(tx, division.code);
      const elements: WebhookEndpoint[] = [];
      for (const webhookType of webhookTypes) {
        const [last] = await tx
          .select(deliveryColumns)
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(inEndpoint(division.code, webhookType))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(1);
        elements.push({
          webhookType,
          url: division.webhookUrls[webhookType],
          signingSecret,
          lastDelivery: last ? toWebhookDelivery(last) : null,
        });
      }
      return { elements };
    }),
  );

  mountRoute(app, routes.listWebhookDeliveries, async ({ params, query }) => {
    await requireDivision(database.db, params);
    const where = inEndpoint(params.divisionCode, params.webhookType);
    const [rows, [total]] = await Promise.all([
      database.db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(query.limit)
        .offset(query.page * query.limit),
      database.db.select({ value: count() }).from(webhookDeliveries).where(where),
    ]);
    return {
      elements: rows.map(toWebhookDelivery),
      pageNumber: query.page,
      pageSize: query.limit,
      totalCount: total?.value ?? 0,
    };
  });

  mountRoute(app, routes.sendWebhookTestEvent, async ({ params, caller }) => {
    const deliveryId = await database.transaction(async (tx) => {
      const division = await requireDivision(tx, params);
      const url = division.webhookUrls[params.webhookType];
      if (!url) throw badRequest(messages.missingUrl, [{ field: 'url', message: messages.missingUrl }]);
      return emitWebhookEvent(
        tx,
        {
          merchantCode: division.merchantCode,
          divisionCode: division.code,
          webhookType: params.webhookType,
          eventType: 'webhook.test',
          data: { message: messages.testEvent, sentBy: caller.email },
        },
        url,
      );
    });
    return (await readWebhookDelivery(database.db, deliveryId as string)) as NonNullable<
      Awaited<ReturnType<typeof readWebhookDelivery>>
    >;
  });

  mountRoute(app, routes.redeliverWebhook, async ({ params }) => {
    const deliveryId = await database.transaction(async (tx) => {
      const division = await requireDivision(tx, params);
      const [earlier] = await tx
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, params.deliveryId), eq(webhookDeliveries.divisionCode, division.code)));
      if (!earlier) throw notFound(messages.deliveryNotFound);
      const url = division.webhookUrls[earlier.webhookType];
      if (!url) throw badRequest(messages.missingUrl, [{ field: 'url', message: messages.missingUrl }]);
      return queueDelivery(
        tx,
        { id: earlier.eventId, divisionCode: division.code, webhookType: earlier.webhookType },
        url,
      );
    });
    return (await readWebhookDelivery(database.db, deliveryId)) as NonNullable<
      Awaited<ReturnType<typeof readWebhookDelivery>>
    >;
  });
}
