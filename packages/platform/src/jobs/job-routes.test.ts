import type { ServiceClients } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../testing/ops-action-context.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { defineJob } from './define-job.ts';
import { enqueueJob } from './enqueue-job.ts';
import { setSchedule } from './schedules/set-schedule.ts';

let platform: TestPlatform;
let receiverDown = true;
const sent: string[] = [];

const notify = defineJob<{ to: string }>({
  kind: 'test.notify',
  maxAttempts: 3,
  backoffSeconds: () => 0,
  async run({ to }) {
    if (receiverDown) throw new Error(`receiver of ${to} answered 503`);
    sent.push(to);
  },
});

/** A schedule's job: each due moment's. */
const hourly = defineJob<{ due: string }>({
  kind: 'test.hourly',
  schedule: {
    catchUp: 'each',
    jobAt: (_target, due) => ({ payload: { due: due.toISOString() }, key: due.toISOString() }),
  },
  async run() {},
});

/** A try that takes as long as the test says: `releaseSlow` ends it. */
let releaseSlow = () => {};
const slow = defineJob<Record<string, never>>({
  kind: 'test.slow',
  leaseSeconds: 120,
  run: () =>
    new Promise<void>((resolve) => {
      releaseSlow = resolve;
    }),
});

beforeAll(async () => {
  platform = await startTestPlatform({ jobs: [notify, hourly, slow] });
});
afterAll(async () => {
  await platform?.close();
});

async function clientsOf(email: string): Promise<ServiceClients> {
  return opsActionContext(platform, { token: await platform.tokenFor(email), email }, undefined).clients;
}
const enqueue = (to: string, runAt?: Date) =>
  platform.database.transaction((tx) => enqueueJob(tx, notify, { to }, runAt ? { runAt } : {}));
/** The status and body of a call expected to be refused. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (failure: { status?: number; error?: unknown }) => ({ status: failure.status, error: failure.error }),
  );

describe('the jobs routes', () => {
  it('show a queue counted by state, a failed job with its tries and last error, and redrive it', async () => {
    const admin = await clientsOf('admin@sandbox.test');
    const id = (await enqueue('a@example.test')) ?? 0;
    await platform.jobs.runDue();

    expect(await admin.jobs.listJobQueues()).toEqual([
      { queue: 'test.notify', counts: { queued: 0, running: 0, done: 0, failed: 1, cancelled: 0 }, nextRunAt: null },
    ]);
    const page = await admin.jobs.listJobs({ query: { queue: 'test.notify', state: 'failed' } });
    expect(page.totalCount).toBe(1);
    expect(page.elements[0]).toMatchObject({
      id,
      queue: 'test.notify',
      state: 'failed',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'receiver of a@example.test answered 503',
      payload: { to: 'a@example.test' },
    });

    receiverDown = false;
    expect(await admin.jobs.redriveJob({ params: { jobId: id } })).toMatchObject({ state: 'queued', attempts: 0 });
    await platform.jobs.runDue();
    expect(sent).toEqual(['a@example.test']);
    expect(await admin.jobs.getJob({ params: { jobId: id } })).toMatchObject({ state: 'done', attempts: 1 });
    const trail = await admin.audit.listAuditEvents({ params: { entityType: 'job', entityId: String(id) } });
    expect(trail.elements.map((entry) => [entry.action, entry.before, entry.actor])).toEqual([
      ['redriveJob', { state: 'failed' }, 'admin@sandbox.test'],
    ]);
  });

  it('retry a job waiting for its time, cancel another, and refuse what its state does not allow', async () => {
    const admin = await clientsOf('admin@sandbox.test');
    const later = new Date(Date.now() + 3_600_000);
    const waiting = (await enqueue('b@example.test', later)) ?? 0;
    const cancelled = (await enqueue('c@example.test', later)) ?? 0;

    expect(await admin.jobs.retryJob({ params: { jobId: waiting } })).toMatchObject({ state: 'queued' });
    expect(await admin.jobs.cancelJob({ params: { jobId: cancelled } })).toMatchObject({ state: 'cancelled' });
    await platform.jobs.runDue();
    expect(sent).toEqual(['a@example.test', 'b@example.test']);

    expect(await refusal(admin.jobs.redriveJob({ params: { jobId: waiting } }))).toEqual({
      status: 409,
      error: { code: 409, message: 'This job is done: only a failed job can be redriven', details: [] },
    });
    expect(await refusal(admin.jobs.retryJob({ params: { jobId: 987_654 } }))).toMatchObject({
      status: 404,
      error: { message: 'No job has this id' },
    });
  });

  it('are read by every role and steered by the admin alone', async () => {
    const operator = await clientsOf('operator@sandbox.test');
    expect((await operator.jobs.listJobQueues()).map((queue) => queue.queue)).toEqual(['test.notify']);
    expect(await refusal(operator.jobs.cancelJob({ params: { jobId: 1 } }))).toMatchObject({ status: 403 });
    expect(await refusal(operator.jobs.redriveJob({ params: { jobId: 1 } }))).toMatchObject({ status: 403 });
  });

  it('list the schedules to every role, with their next and last run and the job of the last run', async () => {
    const before = new Date('2030-01-01T00:30:00Z');
    await platform.database.transaction((tx) =>
      setSchedule(tx, hourly, { code: 'test.hourly', target: {}, rule: { cron: '0 * * * *' } }, before),
    );
    await platform.jobs.runDue({ now: new Date('2030-01-01T03:00:00Z') });
    const viewer = await clientsOf('viewer@sandbox.test');
    const page = await viewer.jobs.listJobSchedules({ query: { queue: 'test.hourly' } });
    expect(page.elements).toEqual([
      {
        code: 'test.hourly',
        queue: 'test.hourly',
        rule: { cron: '0 * * * *' },
        timeZone: 'UTC',
        nextRunAt: '2030-01-01T04:00:00.000Z',
        lastRunAt: '2030-01-01T03:00:00.000Z',
        lastJobId: expect.any(Number),
        lastJobState: 'done',
      },
    ]);
    const lastJob = await viewer.jobs.getJob({ params: { jobId: page.elements[0]?.lastJobId ?? 0 } });
    // Two hours were missed before it ran (caught up); the third was due at that very moment.
    expect(lastJob).toMatchObject({ scheduleCode: 'test.hourly', dueAt: '2030-01-01T03:00:00.000Z', caughtUp: false });
    const caughtUp = await viewer.jobs.listJobs({ query: { queue: 'test.hourly' } });
    expect(caughtUp.elements.map((job) => [job.dueAt, job.caughtUp])).toEqual([
      ['2030-01-01T03:00:00.000Z', false],
      ['2030-01-01T02:00:00.000Z', true],
      ['2030-01-01T01:00:00.000Z', true],
    ]);
  });

  it("say the queues' own warnings: a backlog past its time, a try past half its lease, dead letters", async () => {
    const viewer = await clientsOf('viewer@sandbox.test');
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await platform.database.transaction((tx) => enqueueJob(tx, slow, {}, { runAt: secondsAgo(200) }));
    // Claimed 100 s ago with a 120 s lease: past half of it, still running.
    const running = platform.jobs.runDue({ now: secondsAgo(100) });
    await expect
      .poll(async () => (await viewer.jobs.listJobs({ query: { queue: 'test.slow' } })).elements[0]?.state)
      .toBe('running');
    await enqueue('late@example.test', secondsAgo(90));
    await enqueue('soon@example.test', secondsAgo(30));

    const { backlogSeconds, warnings } = await viewer.jobs.listJobWarnings();
    expect(backlogSeconds).toBe(60);
    const byQueue = (queue: string) => warnings.filter((warning) => warning.queue === queue);
    expect(byQueue('test.slow')).toEqual([
      { kind: 'slowJobs', queue: 'test.slow', count: 1, since: expect.any(String) },
    ]);
    // The job 90 s past its time is a backlog; the one 30 s past it is not yet.
    expect(byQueue('test.notify').find((warning) => warning.kind === 'backlog')).toMatchObject({ count: 1 });
    const deadLetters = (await viewer.jobs.listJobs({ query: { state: 'failed' } })).totalCount;
    expect(
      warnings.filter((warning) => warning.kind === 'deadLetters').reduce((sum, { count }) => sum + count, 0),
    ).toBe(deadLetters);
    releaseSlow();
    await running;
  });
});
