import { accountOwnerRoutes as routes, type WebhookEndpoint, webhookTypes } from '@ops/core/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { webhookDeliveries, webhookEvents } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { requireDivision } from '../account-owner/scope.ts';
import { registerDivisionEvents } from './division-event-routes.ts';
import { resendEvent } from './resend-event.ts';
import { emitWebhookEvent } from './webhook-events.ts';
import { webhookMessages as messages } from './webhook-messages.ts';
import { deliveryColumns, readWebhookDelivery, signingSecretOf, toWebhookDelivery } from './webhook-rows.ts';

const inEndpoint = (divisionCode: string, webhookType: string) =>
  and(eq(webhookDeliveries.divisionCode, divisionCode), eq(webhookDeliveries.webhookType, webhookType as 'KYC'));

/**
 * The webhook endpoints of a division, their delivery logs, test events and redelivery.
 *
 * `emitWebhookEvent(tx, …)` (`webhook-events.ts`) in the caller's transaction writes the event (its JSON body kept as
 * sent) and a delivery to the division's URL of that type, and queues `webhooks.deliver`. Each try POSTs the body with
 * `Ops-Webhook-Id` (the event id), `Ops-Webhook-Delivery`, `Ops-Webhook-Timestamp` (Unix seconds) and
 * `Ops-Webhook-Signature: v1=<hex>`, the HMAC-SHA256 with the division's signing secret (`whsec_…`, shown by `GET
 * …/webhooks`) over `<timestamp>.<body>`: a receiver recomputes it over the raw bytes it received and compares in
 * constant time (`testing/webhook-receiver.ts` does). A 2xx delivers; any other answer or none is logged on the
 * delivery (attempts, status, duration, the first 500 characters) and tried again after 2, 4, 8 … seconds (at most an
 * hour apart) until the delivery is 24 hours old, then FAILED. At least once: a receiver dedupes on the event id (a
 * redelivery is a new delivery of the same event).
 *
 * Outside the sandbox (`OIDC_ISSUER` set) targets resolving to loopback, private, link-local or shared addresses are
 * refused (`webhook-target.ts`, checked before each try; a DNS answer that changes between the check and the connection
 * is not caught); `.example` and `.invalid` names fail at once.
 *
 * Every event is stored, with or without an endpoint of its type: with the division's ledger postings it is the
 * division's events feed (`division-event-routes.ts`), where `ops events resend` sends one again.
 *
 * A seller's status change (the account owner's `sellerChanged`: a KYC-sensitive edit, new KYC evidence, a legal form
 * change) goes to the KYC endpoint through `emitOnSellerChanged` (`kyc-webhooks.ts`), and so does a KYC decision
 * (`kyc/kyc-decision-writes.ts`); payout request changes go to the PAYOUTS endpoint (`payout-webhooks.ts`).
 */
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

  mountRoute(app, routes.redeliverWebhook, ({ params }) =>
    resendEvent(database, params, async (tx) => {
      const [earlier] = await tx
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.id, params.deliveryId), eq(webhookDeliveries.divisionCode, params.divisionCode)),
        );
      if (!earlier) throw notFound(messages.deliveryNotFound);
      return { id: earlier.eventId, webhookType: earlier.webhookType };
    }),
  );

  registerDivisionEvents(app, database);
}
