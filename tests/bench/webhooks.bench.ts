// Webhook deliveries per second: 1,000 payout events queued in one transaction, then delivered by the durable job
// queue (`webhooks.deliver`, one try each, signed) to a receiver on this machine that checks every signature, in
// production settings on PGlite (on PostgreSQL with DATABASE_URL). Two runners work the queue at once, as two
// platform processes do, each with its default tries at once (`defaultConcurrency`), claiming several jobs a statement;
// a lost, doubled or badly signed event fails the benchmark, whatever its speed (issue 33: at least 400 events/s).
import { performance } from 'node:perf_hooks';
import { runAction, setConfigAction } from '../../packages/core/src/actions/index.ts';
import { createLogger } from '../../packages/platform/src/http/logger.ts';
import { createJobRunner } from '../../packages/platform/src/jobs/index.ts';
import { jobDefinitions } from '../../packages/platform/src/jobs/job-definitions.ts';
import { createLedgerDivision } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startWebhookReceiver } from '../../packages/platform/src/services/webhooks/testing/webhook-receiver.ts';
import { emitWebhookEvent } from '../../packages/platform/src/services/webhooks/webhook-events.ts';
import { opsActionContext } from '../../packages/platform/src/testing/ops-action-context.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { report } from './report.ts';

const events = 1_000;
const budget = 400;
const runnerCount = 2;
const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';

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
  const runners = Array.from({ length: runnerCount }, () =>
    createJobRunner({ database: platform.database, logger: createLogger('silent'), definitions: jobDefinitions }),
  );
  const ran = (await Promise.all(runners.map((runner) => runner.runDue()))).reduce((sum, count) => sum + count, 0);
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.threadCpuUsage(cpu);

  const ids = new Set(receiver.received.map((event) => event.id));
  if (ran !== events || receiver.received.length !== events || ids.size !== events) {
    throw new Error(`${ran} jobs ran, ${receiver.received.length} events arrived (${ids.size} distinct) of ${events}`);
  }
  if (!receiver.received.every((event) => event.signatureValid)) throw new Error('an event arrived badly signed');
  report('Webhooks: signed payout events delivered by the job queue to a local receiver', [
    {
      name: `${driver}: events/s, ${events} events, ${runnerCount} runners`,
      value: events / seconds,
      unit: 'events/s',
      budget,
      higherIsBetter: true,
    },
    {
      name: `${driver}: wall time per delivery (claim, sign, POST, log)`,
      value: (seconds * 1000) / events,
      unit: 'ms',
    },
    // The receiver shares this thread: its CPU time is in here too. A busy machine stretches it less than the clock.
    { name: `${driver}: this thread CPU per delivery`, value: (user + system) / 1000 / events, unit: 'ms' },
  ]);
} finally {
  await receiver.close();
  await platform.close();
}
