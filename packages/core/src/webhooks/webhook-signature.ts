/**
 * How a webhook is signed (documented for receivers in docs/webhooks.md): HMAC-SHA256 with the division's signing
 * secret over `${timestamp}.${body}`, where the timestamp is the `Ops-Webhook-Timestamp` header (Unix seconds) and the
 * body the request's bytes as sent; `Ops-Webhook-Signature` is `v1=` and the hex digest. The platform's deliveries and
 * `ops events forward` sign with it (Web Crypto, so it runs wherever core does).
 */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const digest = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
  return `v1=${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The headers of one try of a delivery: the event's id, the delivery's, when it was signed and the signature. */
export async function webhookHeaders(
  delivery: { id: string; eventId: string },
  secret: string,
  body: string,
  sentAt: Date,
  userAgent = 'ops-platform-webhooks/1',
): Promise<Record<string, string>> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': userAgent,
    'ops-webhook-id': delivery.eventId,
    'ops-webhook-delivery': delivery.id,
    'ops-webhook-timestamp': String(timestamp),
    'ops-webhook-signature': await webhookSignature(secret, timestamp, body),
  };
}
