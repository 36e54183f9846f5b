import { spawn } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAction, setConfigAction } from '../../packages/core/src/actions/index.ts';
import { createAccountOwnerClient, createFundClient } from '../../packages/core/src/api/index.ts';
import type { DivisionEvent } from '../../packages/core/src/contract/index.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../packages/platform/src/services/webhooks/testing/webhook-receiver.ts';
import { opsActionContext } from '../../packages/platform/src/testing/ops-action-context.ts';
import { opsNodeArgs, runOps, signedInEnv, startOps } from './run-ops.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let folder: string;
let env: Record<string, string>;
let scope: string[];

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  await kit.deposit(shop.sellerAccounts[0] as string, 100_000);
  folder = mkdtempSync(join(tmpdir(), 'ops-events-'));
  env = await signedInEnv(kit.platform, folder);
  scope = ['--merchant', shop.merchantCode, '--division', shop.divisionCode];
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

const accountOwner = () => createAccountOwnerClient(kit.api);

/** A balance transfer made over HTTP, as the web app makes one. */
const transfer = (amount: number) =>
  createFundClient(kit.api).createBalanceTransfer({
    body: {
      fromVirtualAccountCode: shop.sellerAccounts[0] as string,
      toVirtualAccountCode: shop.sellerAccounts[1] as string,
      amount,
      currency: 'EUR',
      type: 'CORRECTION',
    },
    idempotencyKey: crypto.randomUUID(),
  });

/** Starts `ops events …` and waits until it follows (its first answer is in, so nothing after is missed). */
async function following(args: string[]) {
  const started = startOps(['events', ...args, ...scope], env);
  await vi.waitFor(() => expect(started.run.stderr).toMatch(/^(Following|Forwarding) the events of /), {
    timeout: 20_000,
    interval: 20,
  });
  return started;
}

async function stopped(started: Awaited<ReturnType<typeof following>>) {
  started.child.kill('SIGINT');
  return started.done;
}

// The receiver of docs/webhooks.md, its verification copied from the guide as a merchant would.
function isGenuine(secret: string, headers: IncomingHttpHeaders, rawBody: string, toleranceSeconds = 300) {
  const timestamp = Number(headers['ops-webhook-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const given = String(headers['ops-webhook-signature'] ?? '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

interface Arrival {
  genuine: boolean;
  headerId: string | undefined;
  event: DivisionEvent;
}

async function startGuideReceiver(secret: string) {
  const arrivals: Arrival[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const genuine = isGenuine(secret, request.headers, rawBody);
      arrivals.push({
        genuine,
        headerId: request.headers['ops-webhook-id'] as string | undefined,
        event: JSON.parse(rawBody) as DivisionEvent,
      });
      response.writeHead(genuine ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the receiver has no port');
  return {
    url: `http://127.0.0.1:${address.port}/webhooks`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('ops events tail', () => {
  it('prints a transfer made over HTTP as JSON lines within a second, and ends with 0 on Ctrl+C', async () => {
    const tail = await following(['tail', '--jsonl']);
    const made = await transfer(1_250);
    const madeAt = performance.now();
    await vi.waitFor(() => expect(tail.run.stdout.split('\n').filter(Boolean)).toHaveLength(2), {
      timeout: 5_000,
      interval: 5,
    });
    const shownAfterMs = performance.now() - madeAt;
    expect(shownAfterMs).toBeLessThan(1_000);
    const lines = tail.run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as DivisionEvent);
    expect(lines.map(({ type, data }) => [type, data.reference, data.virtualAccountCode, data.amount])).toEqual([
      ['ledgerPosting.created', made.code, shop.sellerAccounts[0], -1_250],
      ['ledgerPosting.created', made.code, shop.sellerAccounts[1], 1_250],
    ]);
    const ended = await stopped(tail);
    expect(ended.code).toBe(0);
  }, 60_000);

  it('prints one line an event: time, type, id and summary; --type keeps the types named', async () => {
    const tail = await following(['tail', '--type', 'payoutRequest.statusChanged']);
    await transfer(300);
    const request = await kit.payouts.createPayoutRequest({
      params: shop,
      body: { virtualAccountCode: shop.sellerAccounts[1] as string, amountMode: 'PARTIAL', amount: 700 },
      idempotencyKey: crypto.randomUUID(),
    });
    await vi.waitFor(() => expect(tail.run.stdout).toContain(request.code), { timeout: 10_000 });
    expect(tail.run.stdout).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ  payoutRequest\\.statusChanged +EVT-\\w+ +${request.code}  REQUESTED  €7\\.00\\n$`,
      ),
    );
    expect((await stopped(tail)).code).toBe(0);
  }, 60_000);

  it('starts from --since, and refuses an unknown type or time with exit 2 before any call', async () => {
    const tail = await following(['tail', '--since', '1h', '--type', 'ledgerPosting.created', '--jsonl']);
    await vi.waitFor(() => expect(tail.run.stdout).toContain('"amount":-1250'), { timeout: 10_000 });
    expect((await stopped(tail)).code).toBe(0);

    const badType = await runOps(['events', 'tail', '--type', 'sale', ...scope], env);
    expect(badType.code).toBe(2);
    expect(badType.stderr).toContain('--type: sale is not an event type; one of payoutRequest.statusChanged');
    const badSince = await runOps(['events', 'tail', '--since', 'yesterday', ...scope], env);
    expect(badSince.code).toBe(2);
    expect(badSince.stderr).toContain('--since: yesterday is neither a time');
  }, 60_000);

  it('ends quietly with 0 when the pipe it writes to closes (| head -n 1)', async () => {
    const command = [process.execPath, ...opsNodeArgs, 'events', 'tail', '--jsonl', ...scope]
      .map((word) => `'${word}'`)
      .join(' ');
    const piped = spawn('bash', ['-o', 'pipefail', '-c', `${command} | head -n 1`], {
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    piped.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    piped.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) => piped.once('close', resolve));
    await vi.waitFor(() => expect(stderr).toMatch(/^Following the events of /), { timeout: 20_000 });
    await transfer(600);
    await transfer(601);
    expect(await exited).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Following the events of \S+ \(Ctrl\+C to stop\)\n$/);
  }, 60_000);
});

describe('ops events forward', () => {
  it('delivers each event signed as the platform signs webhooks: the receiver of docs/webhooks.md verifies it', async () => {
    const endpoints = await accountOwner().listWebhookEndpoints({ params: shop });
    const receiver = await startGuideReceiver(endpoints.elements[0]?.signingSecret as string);
    const forward = await following(['forward', '--to', receiver.url]);
    try {
      const made = await transfer(400);
      await vi.waitFor(() => expect(receiver.arrivals).toHaveLength(2), { timeout: 10_000 });
      expect(receiver.arrivals.map(({ genuine, headerId, event }) => [genuine, headerId === event.id])).toEqual([
        [true, true],
        [true, true],
      ]);
      expect(receiver.arrivals[0]?.event).toMatchObject({
        type: 'ledgerPosting.created',
        merchantCode: shop.merchantCode,
        divisionCode: shop.divisionCode,
        data: { reference: made.code, amount: -400 },
      });
      await vi.waitFor(() => expect(forward.run.stdout.split('\n').filter(Boolean)).toHaveLength(2));
      expect(forward.run.stdout).toBe(
        receiver.arrivals.map(({ event }) => `200 ledgerPosting.created ${event.id}\n`).join(''),
      );
      expect((await stopped(forward)).code).toBe(0);
    } finally {
      forward.child.kill();
      await receiver.close();
    }
  }, 60_000);

  it('says a receiver that does not answer, and keeps going', async () => {
    const forward = await following(['forward', '--to', 'http://127.0.0.1:9/webhooks']);
    await transfer(500);
    await vi.waitFor(() => expect(forward.run.stdout).toMatch(/^no answer ledgerPosting\.created LP-\d+: /), {
      timeout: 10_000,
    });
    expect((await stopped(forward)).code).toBe(0);
  }, 60_000);
});

describe('ops events resend', () => {
  let receiver: WebhookReceiver;
  afterAll(async () => {
    await receiver?.close();
  });

  it("sends an event again through the platform's delivery to the endpoint: a new delivery of the same event", async () => {
    const tail = await following(['tail', '--jsonl', '--type', 'payoutRequest.statusChanged']);
    await kit.payouts.createPayoutRequest({
      params: shop,
      body: { virtualAccountCode: shop.sellerAccounts[1] as string, amountMode: 'PARTIAL', amount: 200 },
      idempotencyKey: crypto.randomUUID(),
    });
    await vi.waitFor(() => expect(tail.run.stdout).toContain('\n'), { timeout: 10_000 });
    await stopped(tail);
    const event = JSON.parse(tail.run.stdout.split('\n')[0] as string) as DivisionEvent;

    receiver = await startWebhookReceiver();
    const token = await kit.platform.tokenFor(opsEmail);
    await runAction(setConfigAction, opsActionContext(kit.platform, { token, email: opsEmail }, shop), {
      webhookUrls: { PAYOUTS: receiver.url },
    });
    receiver.secret = (await accountOwner().listWebhookEndpoints({ params: shop })).elements[0]?.signingSecret ?? '';
    const resent = await runOps(['events', 'resend', event.id, ...scope], env);
    expect(resent.stderr).toBe('');
    expect(resent.code).toBe(0);
    expect(resent.stdout).toMatch(new RegExp(`^Delivery WHD-\\w+ of ${event.id} queued to ${receiver.url}\\n$`));
    await kit.platform.jobs.runDue();
    expect(receiver.received.map(({ id, signatureValid }) => [id, signatureValid])).toEqual([[event.id, true]]);
    const deliveries = await accountOwner().listWebhookDeliveries({
      params: { ...shop, webhookType: 'PAYOUTS' },
      query: {},
    });
    expect(deliveries.elements.filter((delivery) => delivery.eventId === event.id)).toHaveLength(1);
    expect(deliveries.elements[0]).toMatchObject({ eventId: event.id, state: 'DELIVERED' });

    const posting = await runOps(['events', 'resend', 'LP-1', ...scope], env);
    expect(posting.code).toBe(1);
    expect(posting.stderr).toContain('The division has no webhook event with this id');
  }, 60_000);
});
