import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The webhook calls' refusals and the test event's words, from the English dictionaries. */
export const webhookMessages = {
  missingUrl: en.validation.missingUrl(),
  deliveryNotFound: en.configurations.webhooks.deliveryNotFound(),
  testEvent: en.configurations.webhooks.testEventMessage(),
  eventNotFound: en.events.wire.eventNotFound(),
};
