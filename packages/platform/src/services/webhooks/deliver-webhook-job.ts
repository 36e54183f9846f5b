import { webhookHeaders } from '@ops/core/webhooks';
import { type SQL, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEvents, webhookSecrets } from '../../db/schema/index.ts';
import { defineJob, JobGaveUp } from '../../jobs/define-job.ts';
import { isoTimestamp } from '../../ledger/sql-rows.ts';
import { recordDeliveryTry } from './delivery-tries.ts';
import { webhookTargetRefusal } from './webhook-target.ts';

/** Retries stop once a delivery is this old (the issue: at most 24 hours). */
export const webhookRetryWindowMs = 24 * 60 * 60 * 1000;
/** A try the receiver has not answered in this long is a failed try (the receiver guide says 10 seconds). */
export const webhookTryTimeoutMs = 10_000;
const excerptLength = 500;

/** 2, 4, 8 … seconds after each failed try, at most an hour: about 35 tries in 24 hours. */
export const webhookBackoffSeconds = (attempt: number) => Math.min(2 ** attempt, 3600);

interface TryOutcome {
  statusCode: number | null;
  excerpt: string;
  durationMs: number;
}

async function tryOnce(
  url: string,
  headers: Record<string, string>,
  body: string,
  tryTimeoutMs: number,
): Promise<TryOutcome> {
  const started = performance.now();
  try {
    const refusal = await webhookTargetRefusal(url);
    if (refusal) return { statusCode: null, excerpt: refusal, durationMs: 0 };
    const answer = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(tryTimeoutMs),
    });
    const text = await answer.text();
    return {
      statusCode: answer.status,
      excerpt: text.slice(0, excerptLength),
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return {
      statusCode: null,
      excerpt: reason.slice(0, excerptLength),
      durationMs: Math.round(performance.now() - started),
    };
  }
}

/** What a try needs of its delivery, read with the job's claim (`readWithClaim`); null when the delivery is gone. */
interface DeliveryToTry {
  id: string;
  eventId: string;
  url: string;
  state: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  createdAt: string;
  body: string;
  secret: string;
}

const readDeliveryToTry = (payload: SQL) =>
  sql`(select jsonb_build_object('id', ${webhookDeliveries.id}, 'eventId', ${webhookDeliveries.eventId},
                                 'url', ${webhookDeliveries.url}, 'state', ${webhookDeliveries.state},
                                 'attempts', ${webhookDeliveries.attempts},
                                 'createdAt', ${isoTimestamp(sql`${webhookDeliveries.createdAt}`)},
                                 'body', ${webhookEvents.body}, 'secret', ${webhookSecrets.secret})
       from ${webhookDeliveries}
       join ${webhookEvents} on ${webhookEvents.id} = ${webhookDeliveries.eventId}
       join ${webhookSecrets} on ${webhookSecrets.divisionCode} = ${webhookDeliveries.divisionCode}
       where ${webhookDeliveries.id} = ${payload} ->> 'deliveryId')`;

/**
 * One try of a webhook delivery: the event's body, signed now, POSTed to the delivery's URL. A 2xx answer
 * delivers it; anything else is logged on the delivery and retried after the backoff (the job throws) until the
 * delivery is 24 hours old, when it has failed and the job goes to the dead letters (`JobGaveUp`). A refused target
 * (a private address outside the sandbox) fails at once. A delivered delivery is not tried again, so a repeated job
 * sends nothing twice; a failed one only on the first try of its job, which is a redrive of its dead letter (one
 * more try, and back to the dead letters if it fails). A try unanswered after `tryTimeoutMs` is a failed try, whatever
 * the receiver answers later. Made with another timeout only by tests of slow receivers.
 */
export function webhookDeliveryJob({ tryTimeoutMs = webhookTryTimeoutMs } = {}) {
  return defineJob<{ deliveryId: string }>({
    kind: 'webhooks.deliver',
    maxAttempts: 40,
    backoffSeconds: webhookBackoffSeconds,
    readWithClaim: readDeliveryToTry,
    async run(_payload, { database, attempt, now, read }) {
      const delivery = read as DeliveryToTry | null;
      const redriven = delivery?.state === 'FAILED' && attempt === 1;
      if (delivery?.state !== 'PENDING' && !redriven) return;
      const { body, secret } = delivery;
      const headers = await webhookHeaders(delivery, secret, body, new Date());
      const outcome = await tryOnce(delivery.url, headers, body, tryTimeoutMs);
      const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const refused = outcome.statusCode === null && outcome.excerpt.startsWith('Refused:');
      const nextAttemptAt = new Date(now.getTime() + webhookBackoffSeconds(attempt) * 1000);
      const givesUp = refused || nextAttemptAt.getTime() - Date.parse(delivery.createdAt) > webhookRetryWindowMs;
      const state = delivered ? 'DELIVERED' : givesUp ? 'FAILED' : 'PENDING';
      await recordDeliveryTry(database, {
        id: delivery.id,
        state,
        attempts: delivery.attempts + 1,
        lastStatusCode: outcome.statusCode,
        lastDurationMs: outcome.durationMs,
        responseExcerpt: outcome.excerpt,
        deliveredAt: delivered ? now : null,
        nextAttemptAt: state === 'PENDING' ? nextAttemptAt : null,
      });
      const failure = `webhook ${delivery.id}: ${outcome.statusCode ?? outcome.excerpt}`;
      if (state === 'PENDING') throw new Error(failure);
      if (state === 'FAILED') throw new JobGaveUp(failure);
    },
  });
}

export const deliverWebhookJob = webhookDeliveryJob();
