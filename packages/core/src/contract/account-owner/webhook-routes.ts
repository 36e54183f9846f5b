import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { divisionParamsSchema } from './division.ts';
import { divisionEventParamsSchema, divisionEventsPageSchema, divisionEventsQuerySchema } from './division-event.ts';
import { divisionPath, accountOwnerService as service } from './paths.ts';
import {
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEndpointsSchema,
  webhookTypeParamsSchema,
} from './webhook.ts';

/** Spec section 3 gives the webhook config (a URL per type); these calls show and retry what was sent to it. */
export const listWebhookEndpoints = defineRoute({
  id: 'listWebhookEndpoints',
  service,
  method: 'GET',
  path: `${divisionPath}/webhooks`,
  summary: "A division's webhook endpoints: URL, signing secret and last delivery per type",
  params: divisionParamsSchema,
  response: webhookEndpointsSchema,
});

export const listWebhookDeliveries = defineRoute({
  id: 'listWebhookDeliveries',
  service,
  method: 'GET',
  path: `${divisionPath}/webhooks/{webhookType}/deliveries`,
  summary: "The delivery log of a division's endpoint, newest first",
  params: webhookTypeParamsSchema,
  query: webhookDeliveryQuerySchema,
  response: pageOf(webhookDeliverySchema),
});

export const sendWebhookTestEvent = defineRoute({
  id: 'sendWebhookTestEvent',
  service,
  method: 'POST',
  path: `${divisionPath}/webhooks/{webhookType}/test`,
  summary: 'Send a test event to the endpoint; answers its delivery, which is tried at once',
  params: webhookTypeParamsSchema,
  response: webhookDeliverySchema,
  successStatus: 202,
});

export const redeliverWebhook = defineRoute({
  id: 'redeliverWebhook',
  service,
  method: 'POST',
  path: `${divisionPath}/webhooks/deliveries/{deliveryId}/redeliver`,
  summary: "Send a delivery's event again, as a new delivery to the endpoint's current URL",
  params: webhookDeliveryParamsSchema,
  response: webhookDeliverySchema,
  successStatus: 202,
});

/** The division's events feed (issue 35): `ops events tail` and `ops events forward` follow it. */
export const listDivisionEvents = defineRoute({
  id: 'listDivisionEvents',
  service,
  method: 'GET',
  path: `${divisionPath}/events`,
  summary: "A division's webhook events and ledger postings after a cursor, in commit order; may wait for the next",
  params: divisionParamsSchema,
  query: divisionEventsQuerySchema,
  response: divisionEventsPageSchema,
});

export const resendWebhookEvent = defineRoute({
  id: 'resendWebhookEvent',
  service,
  method: 'POST',
  path: `${divisionPath}/events/{eventId}/resend`,
  summary: 'Send a webhook event again, as a new delivery to the current URL of its type (whether or not it was sent)',
  params: divisionEventParamsSchema,
  response: webhookDeliverySchema,
  successStatus: 202,
});
