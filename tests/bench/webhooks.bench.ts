// Webhook deliveries per second: 1,000 payout events queued in one transaction, then delivered by the durable job
// queue (`webhooks.deliver`, one try each, signed) to a receiver on this machine that checks every signature, in
// production settings on PGlite. The jobs run one after another (`runDue`), as one worker loop would; a lost,
// doubled or badly signed event fails the benchmark, whatever its speed.
import { performance } from 'node:perf_hooks';
import { runAction, setConfigAction } from '../../packages/core/src/actions/index.ts';
import { createLedgerDivision } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startWebhookReceiver } from '../../packages/platform/src/services/webhooks/testing/webhook-receiver.ts';
import { emitWebhookEvent } from '../../packages/platform/src/services/webhooks/webhook-events.ts';
import { opsActionContext } from '../../packages/platform/src/testing/ops-action-context.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { report } from './report.ts';

const events = 1_000;
const budget = 200;

const platform = await startTestPlatform({ env: { NODE_ENV: 'production' } });
const receiver = await startWebhookReceiver();
try {
  const division = await createLedgerDivision(platform.database, { sellers: 1 });
  const email = 'ops@sandbox.test';
  const context = opsActionContext(platform, { token: await platform.tokenFor(email), email }, division);
  await runAction(setConfigAction, context, { webhookUrls: { PAYOUTS: receiver.url } });
  const endpoints = await context.clients.accountOwner.listWebhookEndpoints({ params: division });
  receiver.secret = endpoints.elements[0]?.signingSecret ?? '';

  await platform.database.transaction(async (tx) => {
    for (let index = 0; index < events; index += 1) {
      await emitWebhookEvent(tx, {
        merchantCode: division.merchantCode,
        divisionCode: division.divisionCode,
        webhookType: 'PAYOUTS',
        eventType: 'payoutRequest.statusChanged',
        data: { payoutRequestCode: `PR-BENCH-${index}`, status: 'PAID', amount: 1_000 + index, currency: 'EUR' },
      });
    }
  });
  const started = performance.now();
  const cpu = process.threadCpuUsage();
  const ran = await platform.jobs.runDue();
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.threadCpuUsage(cpu);

  const ids = new Set(receiver.received.map((event) => event.id));
  if (ran !== events || receiver.received.length !== events || ids.size !== events) {
    throw new Error(`${ran} jobs ran, ${receiver.received.length} events arrived (${ids.size} distinct) of ${events}`);
  }
  if (!receiver.received.every((event) => event.signatureValid)) throw new Error('an event arrived badly signed');
  report('Webhooks: signed payout events delivered by the job queue to a local receiver', [
    {
      name: `pglite: events/s, ${events} events, one worker loop`,
      value: events / seconds,
      unit: 'events/s',
      budget,
      higherIsBetter: true,
    },
    { name: 'pglite: mean time per delivery (claim, sign, POST, log)', value: (seconds * 1000) / events, unit: 'ms' },
    // The receiver shares this thread: its CPU time is in here too. A busy machine stretches it less than the clock.
    { name: 'pglite: this thread CPU per delivery', value: (user + system) / 1000 / events, unit: 'ms' },
  ]);
} finally {
  await receiver.close();
  await platform.close();
}
