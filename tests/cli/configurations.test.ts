import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../packages/platform/src/services/webhooks/testing/webhook-receiver.ts';
import { runOps, runOpsOnTerminal, signedInEnv } from './run-ops.ts';

let kit: PayoutTestKit;
let division: PayoutDivision;
let receiver: WebhookReceiver;
let folder: string;
let env: Record<string, string>;
let scope: string[];

beforeAll(async () => {
  kit = await startPayoutTest();
  receiver = await startWebhookReceiver();
  division = await kit.division({ sellers: 1 });
  folder = mkdtempSync(join(tmpdir(), 'ops-config-'));
  env = await signedInEnv(kit.platform, folder);
  scope = ['--merchant', division.merchantCode, '--division', division.divisionCode];
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await receiver?.close();
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

const json = async <T>(args: string[]): Promise<T> => {
  const run = await runOps([...args, ...scope], env);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as T;
};

describe('ops config', () => {
  it('shows the division configuration and sets balance transfers and the payout scheduler', async () => {
    expect(await json(['config', 'show', '--json'])).toMatchObject({
      balanceTransfersEnabled: false,
      payoutScheduler: { enabled: false },
    });
    await json([
      'config',
      'set',
      '--balance-transfers-enabled',
      '--payout-scheduler',
      '{"enabled":true,"frequency":{"preset":"CUSTOM","every":2,"unit":"WEEKS"}}',
      '--refund-period-days',
      '14',
    ]);
    expect(await json(['config', 'show', '--json'])).toMatchObject({
      balanceTransfersEnabled: true,
      payoutScheduler: { enabled: true, frequency: { preset: 'CUSTOM', every: 2, unit: 'WEEKS' } },
      refundPeriodDays: 14,
    });
  }, 60_000);

  it('turns balance transfers off again', async () => {
    await json(['config', 'set', '--no-balance-transfers-enabled']);
    expect(await json(['config', 'show', '--json'])).toMatchObject({ balanceTransfersEnabled: false });
    const shown = await runOps(['config', 'show', ...scope], env);
    expect(shown.stdout).toMatch(/^Balance transfers\s+off$/m);
    expect(shown.stdout).toMatch(/^Payout scheduler\s+Every 2 weeks$/m);
  }, 60_000);

  it('refuses a refund period while the scheduler is off, and changes nothing', async () => {
    await json(['config', 'set', '--payout-scheduler', '{"enabled":false,"frequency":{"preset":"EVERY_DAY"}}']);
    const refused = await runOps(['config', 'set', '--refund-period-days', '7', ...scope], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/refund period/i);
    expect(await json(['config', 'show', '--json'])).toMatchObject({ refundPeriodDays: null });
  }, 60_000);
});

describe('ops bearer-tokens reveal', () => {
  it('prints the token the calls carry', async () => {
    const run = await runOps(['bearer-tokens', 'reveal'], env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ bearerToken: env.OPS_TOKEN });
  }, 60_000);
});

describe('ops merchants delete', () => {
  it('refuses to delete a merchant while a seller holds money, and deletes one without', async () => {
    await kit.deposit(division.sellerAccounts[0] as string, 500);
    const refused = await runOps(['merchants', 'delete', '--merchant-code', division.merchantCode, '--yes'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('This merchant cannot be deleted while any of its divisions holds money\n');
    const empty = await kit.division({ sellers: 1 });
    const deleted = await runOps(['merchants', 'delete', '--merchant-code', empty.merchantCode, '--yes'], env);
    expect(deleted.code).toBe(0);
    expect(JSON.parse(deleted.stdout)).toEqual({ merchantCode: empty.merchantCode });
  }, 60_000);
});

describe('ops merchants delete on a terminal', () => {
  it("asks with the web's words for the merchant's code, deletes nothing on a wrong one, and --yes skips the question", async () => {
    const empty = await kit.division({ sellers: 1 });
    const asked = await runOpsOnTerminal(
      ['merchants', 'delete', '--merchant-code', empty.merchantCode],
      env,
      'M-nope\r',
    );
    expect(asked.output).toContain('Delete merchant?');
    expect(asked.output).toContain('The merchant and all its divisions are deleted.');
    expect(asked.output).toContain(`Merchant: ${empty.merchantCode}`);
    expect(asked.output).toContain(`Type ${empty.merchantCode} to confirm: `);
    expect(asked.output).toContain('Nothing was done');
    const deleted = await runOps(['merchants', 'delete', '--merchant-code', empty.merchantCode, '--yes'], env);
    expect(deleted.code, 'the merchant was still there').toBe(0);
    expect(JSON.parse(deleted.stdout)).toEqual({ merchantCode: empty.merchantCode });
  }, 60_000);

  it('refuses without a terminal and without --yes', async () => {
    const refused = await runOps(['merchants', 'delete', '--merchant-code', division.merchantCode], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('add --yes');
  }, 60_000);
});

describe('ops webhooks', () => {
  it('lists the endpoints, sends a test event, shows the delivery log and redelivers', async () => {
    await json(['config', 'set', '--webhook-urls', JSON.stringify({ PAYOUTS: receiver.url })]);
    const endpoints = await json<{ webhookType: string; url: string | null; signingSecret: string }[]>([
      'webhooks',
      'list',
      '--json',
    ]);
    expect(endpoints.map(({ webhookType, url }) => [webhookType, url])).toEqual([
      ['KYC', null],
      ['PAYOUTS', receiver.url],
    ]);
    receiver.secret = endpoints[1]?.signingSecret as string;

    const sent = await json<{ id: string; state: string }>(['webhooks', 'test', '--webhook-type', 'PAYOUTS']);
    expect(sent.state).toBe('PENDING');
    await kit.platform.jobs.runDue();
    const log = await json<{ elements: { id: string; state: string; attempts: number; lastStatusCode: number }[] }>([
      'webhooks',
      'deliveries',
      '--webhook-type',
      'PAYOUTS',
    ]);
    expect(log.elements[0]).toMatchObject({ id: sent.id, state: 'DELIVERED', attempts: 1, lastStatusCode: 200 });

    const again = await json<{ id: string }>(['webhooks', 'redeliver', '--delivery-id', sent.id]);
    await kit.platform.jobs.runDue();
    expect(again.id).not.toBe(sent.id);
    expect(receiver.received.map((event) => [event.type, event.signatureValid])).toEqual([
      ['webhook.test', true],
      ['webhook.test', true],
    ]);
  }, 60_000);

  it("says 'Missing URL' for a test event to a type without a URL", async () => {
    const refused = await runOps(['webhooks', 'test', '--webhook-type', 'KYC', ...scope], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Missing URL/);
  }, 60_000);
});
