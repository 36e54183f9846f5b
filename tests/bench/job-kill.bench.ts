// kill -9 mid-job (issue 33): two platform processes on one PostgreSQL work 300 webhook deliveries (`webhooks.deliver`)
// to a slow receiver on this machine; once a third have arrived, one process is killed with SIGKILL. The other drains
// the queue; the tries the dead process held are taken over once their lease ran out (a runner of this process on the
// same database, its clock past the lease, as `runDue({ now })` does in tests). The rule: every job done, no delivery
// lost, and a delivery that arrived twice only where its job was retried after the kill (at least once, never twice
// otherwise).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../../packages/platform/src/http/logger.ts';
import { defaultLeaseSeconds } from '../../packages/platform/src/jobs/define-job.ts';
import { createJobRunner } from '../../packages/platform/src/jobs/index.ts';
import { jobDefinitions } from '../../packages/platform/src/jobs/job-definitions.ts';
import { readJobQueues, readJobs } from '../../packages/platform/src/jobs/job-queries.ts';
import { startSharedDatabaseKit } from '../../packages/platform/src/services/fund/testing/shared-database-kit.ts';
import { startWebhookReceiver } from '../../packages/platform/src/services/webhooks/testing/webhook-receiver.ts';
import { emitWebhookEvent } from '../../packages/platform/src/services/webhooks/webhook-events.ts';
import { usePostgresOrExit } from './postgres-server.ts';
import { report } from './report.ts';

const deliveries = 300;
const receiverDelayMs = 20;

await usePostgresOrExit('the kill -9 benchmark');

const kit = await startSharedDatabaseKit(2, 1);
const receiver = await startWebhookReceiver();
receiver.delayMs = receiverDelayMs;
try {
  const { merchantCode, divisionCode } = kit.shop;
  const configured = await fetch(
    `${kit.processes[0]?.baseUrl}/api/accountowner/api/v2/accountowners/merchants/${merchantCode}/divisions/${divisionCode}/config`,
    { method: 'PATCH', headers: kit.headers, body: JSON.stringify({ webhookUrls: { PAYOUTS: receiver.url } }) },
  );
  if (!configured.ok) throw new Error(`the webhook URL was not saved: ${configured.status}`);

  const started = performance.now();
  await kit.database.transaction(async (tx) => {
    for (let index = 0; index < deliveries; index += 1) {
      await emitWebhookEvent(tx, {
        merchantCode,
        divisionCode,
        webhookType: 'PAYOUTS',
        eventType: 'payoutRequest.statusChanged',
        data: { payoutRequestCode: `PR-KILL-${index}`, status: 'PAID', amount: 1_000 + index, currency: 'EUR' },
      });
    }
  });
  while (receiver.received.length < deliveries / 3) await sleep(5);
  const victim = kit.processes[1]?.platform;
  await victim?.stop('SIGKILL');
  const killedAfter = receiver.received.length;

  const counts = async () => {
    const queue = (await readJobQueues(kit.database.db)).find((each) => each.queue === 'webhooks.deliver');
    return queue?.counts ?? { queued: 0, running: 0, done: 0, failed: 0, cancelled: 0 };
  };
  // The survivor works the queue; what stays running is what the dead process held.
  while ((await counts()).queued > 0) await sleep(20);
  await sleep(500);
  const heldByTheDead = (await counts()).running;
  const survivorSeconds = (performance.now() - started) / 1000;

  const takeover = createJobRunner({
    database: kit.database,
    logger: createLogger('silent'),
    definitions: jobDefinitions,
  });
  await takeover.runDue({ now: new Date(Date.now() + (defaultLeaseSeconds + 1) * 1000) });
  const final = await counts();

  const jobs = await readJobs(kit.database.db, { queue: 'webhooks.deliver', page: 0, limit: deliveries });
  const retried = jobs.elements.filter((job) => job.attempts > 1);
  const arrivals = new Map<string, number>();
  for (const event of receiver.received) arrivals.set(event.id, (arrivals.get(event.id) ?? 0) + 1);
  const twice = [...arrivals.values()].filter((count) => count > 1).length;
  const lost = deliveries - arrivals.size;
  const rule = final.done === deliveries && lost === 0 && twice <= heldByTheDead && twice <= retried.length;
  report(`kill -9 mid-job: ${deliveries} webhook deliveries, two processes on one PostgreSQL, one killed`, [
    { name: 'arrived before the kill', value: killedAfter, unit: 'deliveries' },
    { name: 'tries the killed process held (retried after their lease)', value: heldByTheDead, unit: 'jobs' },
    { name: 'jobs done', value: final.done, unit: `of ${deliveries}` },
    { name: 'deliveries lost', value: lost, unit: 'deliveries', budget: 0 },
    { name: 'delivered twice (only retried jobs may be)', value: twice, unit: 'deliveries', budget: heldByTheDead },
    { name: 'the survivor drained the queue in', value: survivorSeconds, unit: 's' },
  ]);
  if (!rule) {
    throw new Error(
      `rule broken: ${final.done} done of ${deliveries}, ${lost} lost, ${twice} twice, ${heldByTheDead} held by the dead, ${retried.length} retried`,
    );
  }
} finally {
  await receiver.close();
  await kit.close();
}
