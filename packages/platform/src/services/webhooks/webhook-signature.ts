import { createHmac, randomBytes } from 'node:crypto';

/**
 * How a receiver checks an event (documented for receivers in docs/webhooks.md): HMAC-SHA256 with the endpoint's
 * signing secret over `${timestamp}.${body}`, where the timestamp is the `Ops-Webhook-Timestamp` header (Unix
 * seconds) and the body the request's bytes as received; `Ops-Webhook-Signature` is `v1=` and the hex digest.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A new signing secret: 32 random bytes. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The headers of one try of a delivery. */
export function webhookHeaders(
  delivery: { id: string; eventId: string },
  secret: string,
  body: string,
  sentAt: Date,
): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'ops-platform-webhooks/1',
    'ops-webhook-id': delivery.eventId,
    'ops-webhook-delivery': delivery.id,
    'ops-webhook-timestamp': String(timestamp),
    'ops-webhook-signature': webhookSignature(secret, timestamp, body),
  };
}
