import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, setConfigAction } from '../../packages/core/src/actions/index.ts';
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
import { runOps, signedInEnv } from './run-ops.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let receiver: WebhookReceiver;
let folder: string;
let env: Record<string, string>;
let deliveryId = '';

const later = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
const jsonOf = (stdout: string) => JSON.parse(stdout) as Record<string, unknown>[];

beforeAll(async () => {
  kit = await startPayoutTest();
  receiver = await startWebhookReceiver();
  shop = await kit.division({ sellers: 1 });
  const context = opsActionContext(
    kit.platform,
    { token: await kit.platform.tokenFor(opsEmail), email: opsEmail },
    shop,
  );
  await runAction(setConfigAction, context, { webhookUrls: { PAYOUTS: receiver.url } });
  // A receiver down for three tries: at once, 3 s later, and a day later, when the delivery gives up.
  receiver.failNext = 3;
  deliveryId = (
    await context.clients.accountOwner.sendWebhookTestEvent({ params: { ...shop, webhookType: 'PAYOUTS' } })
  ).id;
  const start = new Date();
  for (const seconds of [0, 3, 25 * 3600]) await kit.platform.jobs.runDue({ now: later(start, seconds) });
  folder = mkdtempSync(join(tmpdir(), 'ops-jobs-'));
  env = await signedInEnv(kit.platform, folder);
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await receiver?.close();
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops jobs', () => {
  it('shows a webhook that failed three times with its last error, and a redrive delivers it', async () => {
    const queues = await runOps(['jobs', 'queues', '--json', 'queue,failed'], env);
    expect(queues.stderr).toBe('');
    expect(jsonOf(queues.stdout)).toContainEqual({ queue: 'webhooks.deliver', failed: 1 });

    const listed = await runOps(
      ['jobs', 'list', '--queue', 'webhooks.deliver', '--state', 'failed', '--json', 'id,state,attempts,lastError'],
      env,
    );
    expect(listed.stderr).toBe('');
    const [dead] = jsonOf(listed.stdout);
    expect(dead).toMatchObject({ state: 'failed', attempts: 3, lastError: `webhook ${deliveryId}: 500` });
    const id = String(dead?.id);

    const table = await runOps(['jobs', 'list', '--state', 'failed'], env);
    expect(table.stdout).toContain('Last error');
    expect(table.stdout).toContain(`webhook ${deliveryId}: 500`);

    const redriven = await runOps(['jobs', 'redrive', '--job-id', id], env);
    expect(redriven.stderr).toBe('');
    expect(redriven.code).toBe(0);
    await kit.platform.jobs.runDue();

    expect(receiver.received.map((event) => event.answeredWith)).toEqual([500, 500, 500, 200]);
    const shown = await runOps(['jobs', 'show', id, '--json'], env);
    expect(JSON.parse(shown.stdout)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  }, 60_000);

  it('refuses to retry a job that is done, in the platform’s words, and says when no job has an id', async () => {
    const [done] = jsonOf((await runOps(['jobs', 'list', '--state', 'done', '--json', 'id'], env)).stdout);
    const retried = await runOps(['jobs', 'retry', '--job-id', String(done?.id)], env);
    expect(retried.code).not.toBe(0);
    expect(retried.stderr).toContain('This job is done: only a queued job can be retried');

    const missing = await runOps(['jobs', 'show', '987654'], env);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('No job has this id');
  }, 30_000);
});

describe('ops schedules', () => {
  it('lists the schedules with their next and last run, as a table, JSON and CSV', async () => {
    const context = opsActionContext(
      kit.platform,
      { token: await kit.platform.tokenFor(opsEmail), email: opsEmail },
      shop,
    );
    await runAction(setConfigAction, context, {
      payoutScheduler: { enabled: true, frequency: { preset: 'EVERY_DAY' } },
    });
    const code = `payouts:${shop.divisionCode}`;

    const listed = await runOps(
      ['schedules', 'list', '--queue', 'payouts.scheduledRun', '--json', 'code,rule,lastRunAt'],
      env,
    );
    expect(listed.stderr).toBe('');
    expect(jsonOf(listed.stdout)).toContainEqual({ code, rule: 'EVERY_DAY', lastRunAt: null });

    const table = await runOps(['schedules', 'list'], env);
    expect(table.stdout).toContain('Next run');
    expect(table.stdout).toContain(code);
    const csv = await runOps(['schedules', 'list', '--queue', 'payouts.scheduledRun', '--csv'], env);
    expect(csv.stderr).toBe('');
    const [header, ...rows] = csv.stdout.trimEnd().split('\r\n');
    expect(header?.startsWith('code,queue,rule,timeZone,nextRunAt,lastRunAt')).toBe(true);
    expect(rows.some((row) => row.startsWith(`${code},payouts.scheduledRun,EVERY_DAY,UTC,`))).toBe(true);
  }, 30_000);
});
