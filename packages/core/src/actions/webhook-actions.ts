import { z } from 'zod';
import { webhookTypeSchema } from '../contract/index.ts';
import type { ActionContext } from './action.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

function boundScope(context: ActionContext) {
  if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
  return context.scope;
}

const webhookType = webhookTypeSchema.describe('KYC or PAYOUTS');

/** Sends a test event to the endpoint of a type; answers its delivery, tried at once. */
export const sendWebhookTestAction = defineAction({
  id: 'webhooks.test',
  labelKey: 'configurations.webhooks.actions.test',
  group: 'merchant',
  keywords: ['webhook', 'test event', 'ping'],
  permission: 'ops',
  route: 'sendWebhookTestEvent',
  needsMerchant: true,
  changes: ['divisions'],
  parameters: z.object({ webhookType }),
  run: (context, { webhookType: type }) =>
    context.clients.accountOwner.sendWebhookTestEvent({ params: { ...boundScope(context), webhookType: type } }),
});

/** The delivery log of the endpoint of a type, newest first (1-based pages). */
export const listWebhookDeliveriesAction = defineAction({
  id: 'webhooks.deliveries',
  labelKey: 'configurations.webhooks.actions.deliveries',
  group: 'merchant',
  keywords: ['webhook', 'deliveries', 'log', 'attempts'],
  permission: 'ops',
  route: 'listWebhookDeliveries',
  needsMerchant: true,
  changes: [],
  parameters: z.object({
    webhookType,
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  run: (context, { webhookType: type, page, limit }) =>
    context.clients.accountOwner.listWebhookDeliveries({
      params: { ...boundScope(context), webhookType: type },
      query: { page, limit },
    }),
});

/** Sends a delivery's event again, as a new delivery to the endpoint's current URL. */
export const redeliverWebhookAction = defineAction({
  id: 'webhooks.redeliver',
  labelKey: 'configurations.webhooks.actions.redeliver',
  group: 'merchant',
  keywords: ['webhook', 'redeliver', 'resend', 'retry'],
  permission: 'ops',
  route: 'redeliverWebhook',
  needsMerchant: true,
  changes: ['divisions'],
  parameters: z.object({ deliveryId: z.string().trim().min(1).describe('The delivery to send again (WHD-…)') }),
  run: (context, { deliveryId }) =>
    context.clients.accountOwner.redeliverWebhook({ params: { ...boundScope(context), deliveryId } }),
});

export const webhookActions = [sendWebhookTestAction, listWebhookDeliveriesAction, redeliverWebhookAction];
