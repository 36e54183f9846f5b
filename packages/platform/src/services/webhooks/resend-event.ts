import type { WebhookDelivery, WebhookType } from '@ops/core/contract';
import type { Database, Transaction } from '../../db/database.ts';
import { badRequest } from '../../http/api-problem.ts';
import { type DivisionAddress, requireDivision } from '../account-owner/scope.ts';
import { queueDelivery } from './webhook-events.ts';
import { webhookMessages as messages } from './webhook-messages.ts';
import { readWebhookDelivery } from './webhook-rows.ts';

/**
 * Sends a division's webhook event again: a new delivery of the same event (its id unchanged) to the division's
 * current URL of its type, tried at once; 400 'Missing URL' when there is none. `findEvent` finds the event in the
 * transaction (and refuses what it cannot find): a redelivery finds it through an earlier delivery, `ops events
 * resend` by its id. Moves no money. Answers the new delivery.
 */
export async function resendEvent(
  database: Database,
  address: DivisionAddress,
  findEvent: (tx: Transaction) => Promise<{ id: string; webhookType: WebhookType }>,
): Promise<WebhookDelivery> {
  const deliveryId = await database.transaction(async (tx) => {
    const division = await requireDivision(tx, address);
    const event = await findEvent(tx);
    const url = division.webhookUrls[event.webhookType];
    if (!url) throw badRequest(messages.missingUrl, [{ field: 'url', message: messages.missingUrl }]);
    return queueDelivery(tx, { id: event.id, divisionCode: division.code, webhookType: event.webhookType }, url);
  });
  return (await readWebhookDelivery(database.db, deliveryId)) as WebhookDelivery;
}
