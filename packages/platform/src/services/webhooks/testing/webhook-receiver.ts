import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface ReceivedEvent {
  id: string;
  type: string;
  createdAt: string;
  /** The `Ops-Webhook-Delivery` header: a retry keeps it, a redelivery has a new one. */
  deliveryId: string;
  data: Record<string, unknown>;
  /** Whether the signature header matched the documented scheme with the secret the receiver knows. */
  signatureValid: boolean;
  answeredWith: number;
}

/**
 * A webhook receiver as a merchant would write one, from the documented scheme alone: HMAC-SHA256 with the
 * signing secret over `${Ops-Webhook-Timestamp}.${raw body}`, compared with `Ops-Webhook-Signature` (`v1=<hex>`).
 * It answers 500 for the next `failNext` requests, 200 otherwise, `delayMs` after the request ended (a slow receiver);
 * `script`, while it holds answers, says how to answer each next request instead, one answer a request.
 */
export interface WebhookReceiver {
  url: string;
  secret: string;
  failNext: number;
  delayMs: number;
  script: ScriptedAnswer[];
  received: ReceivedEvent[];
  /** How many answers it has written, late ones included. */
  answered: number;
  close(): Promise<void>;
}

/** How the receiver answers one request: its status, after `delayMs`; `drop` closes the connection unanswered. */
export interface ScriptedAnswer {
  status: number;
  delayMs?: number;
  drop?: boolean;
}

function signatureMatches(secret: string, timestamp: string, body: string, header: string): boolean {
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    secret: '',
    failNext: 0,
    delayMs: 0,
    script: [],
    received: [],
    answered: 0,
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body) as Omit<ReceivedEvent, 'deliveryId' | 'signatureValid' | 'answeredWith'>;
      const scripted = receiver.script.shift();
      const answer = scripted ?? { status: receiver.failNext > 0 ? 500 : 200, delayMs: receiver.delayMs };
      const answeredWith = answer.status;
      if (!scripted && receiver.failNext > 0) receiver.failNext -= 1;
      receiver.received.push({
        id: event.id,
        type: event.type,
        createdAt: event.createdAt,
        deliveryId: String(request.headers['ops-webhook-delivery']),
        data: event.data,
        signatureValid:
          request.headers['ops-webhook-id'] === event.id &&
          signatureMatches(
            receiver.secret,
            String(request.headers['ops-webhook-timestamp']),
            body,
            String(request.headers['ops-webhook-signature']),
          ),
        answeredWith,
      });
      setTimeout(() => {
        if (answer.drop) {
          request.socket.destroy();
          return;
        }
        response.writeHead(answeredWith, { 'content-type': 'text/plain' });
        response.end(answeredWith === 200 ? 'ok' : 'receiver is down');
        receiver.answered += 1;
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the receiver has no port');
  receiver.url = `http://127.0.0.1:${address.port}/hooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}
