import type { DivisionEvent } from '@ops/core/contract';
import { webhookHeaders } from '@ops/core/webhooks';

/** As the platform's deliveries: a receiver has 10 seconds to answer. */
const answerTimeoutMs = 10_000;

export type ForwardOutcome = { status: number } | { failure: string };

/**
 * POSTs an event to a receiver as the platform's webhook delivery does: the body as the platform sends it (the event's
 * JSON), the same headers, signed now with the division's signing secret (core's `webhookHeaders`); a delivery id of
 * its own (`FWD-…`), as each delivery of an event has.
 */
export async function forwardEvent(url: string, event: DivisionEvent, secret: string): Promise<ForwardOutcome> {
  const body = JSON.stringify(event);
  const delivery = { id: `FWD-${crypto.randomUUID()}`, eventId: event.id };
  const headers = await webhookHeaders(delivery, secret, body, new Date(), 'ops-cli-forward/1');
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(answerTimeoutMs),
    });
    await answer.body?.cancel();
    return { status: answer.status };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { failure: cause instanceof Error ? cause.message : String(cause) };
  }
}
