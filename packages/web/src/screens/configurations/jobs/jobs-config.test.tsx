import type { Job, JobQueue, JobSchedule, JobWarnings, OpsRole, Page } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobsKeys } from '../../../lib/cache/jobs-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { JobsConfig } from './jobs-config.tsx';

const queues: JobQueue[] = [
  {
    queue: 'webhooks.deliver',
    counts: { queued: 1, running: 0, done: 12, failed: 1, cancelled: 0 },
    nextRunAt: '2026-12-02T10:00:08.000Z',
  },
];
const job = (id: number, state: Job['state'], lastError: string | null): Job => ({
  id,
  queue: 'webhooks.deliver',
  key: null,
  state,
  attempts: 3,
  maxAttempts: 40,
  lastError,
  runAt: '2026-12-02T10:00:08.000Z',
  createdAt: '2026-12-01T10:00:00.000Z',
  finishedAt: null,
  payload: { deliveryId: `WHD-${id}` },
  scheduleCode: null,
  dueAt: null,
  caughtUp: false,
});
const jobs: Page<Job> = {
  elements: [job(7, 'failed', 'webhook WHD-7: 500'), job(6, 'queued', 'webhook WHD-6: 503'), job(5, 'done', null)],
  pageNumber: 1,
  pageSize: 100,
  totalCount: 3,
};

const schedules: Page<JobSchedule> = {
  elements: [
    {
      code: 'payouts:D-SHOP',
      queue: 'payouts.scheduledRun',
      rule: { payoutCalendar: { preset: 'EVERY_MONDAY' }, countFrom: '2026-01-05' },
      timeZone: 'UTC',
      nextRunAt: '2026-12-07T00:00:00.000Z',
      lastRunAt: '2026-11-30T00:00:00.000Z',
      lastJobId: 4,
      lastJobState: 'done',
    },
  ],
  pageNumber: 1,
  pageSize: 100,
  totalCount: 1,
};

const warnings: JobWarnings = {
  backlogSeconds: 60,
  warnings: [
    { kind: 'backlog', queue: 'reports.generate', count: 3, since: '2026-12-02T09:58:00.000Z' },
    { kind: 'deadLetters', queue: 'webhooks.deliver', count: 1, since: '2026-12-02T09:00:00.000Z' },
  ],
};

function renderAs(roles: readonly OpsRole[], queueWarnings: JobWarnings = warnings) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(jobsKeys.queues(), queues);
  queryClient.setQueryData(jobsKeys.list(undefined), jobs);
  queryClient.setQueryData(jobsKeys.schedules(), schedules);
  queryClient.setQueryData(jobsKeys.warnings(), queueWarnings);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <JobsConfig />
    </QueryClientProvider>,
    { url: '/configurations/jobs', roles },
  );
}

describe('Configurations → Jobs', () => {
  it('counts each queue by state and offers each job the steerings its state allows', async () => {
    renderAs(['admin']);
    const queueTable = await screen.findByRole('table', { name: 'Queues' });
    const deliveries = within(queueTable).getByRole('row', { name: /webhooks\.deliver/ });
    expect(deliveries.textContent).toContain('12');

    const table = await screen.findByRole('table', { name: 'Jobs' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const dead = within(table).getByRole('row', { name: /webhook WHD-7: 500/ });
    expect(dead.textContent).toContain('Failed');
    expect(within(dead).getByRole('button', { name: 'Redrive' })).toBeTruthy();
    expect(within(dead).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dead).queryByRole('button', { name: 'Retry' })).toBeNull();
    const waiting = within(table).getByRole('row', { name: /webhook WHD-6: 503/ });
    expect(within(waiting).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Redrive' })).toBeNull();
    const done = within(table).getByRole('row', { name: /Done/ });
    expect(within(done).queryAllByRole('button')).toEqual([]);
  });

  it("says the queues' own warnings, and nothing while they are well", async () => {
    const { unmount } = renderAs(['viewer']);
    const list = await screen.findByRole('list', { name: 'Warnings' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('Backlog');
    expect(items[0]).toContain('reports.generate: 3 jobs due more than 60 s ago and not started');
    expect(items[1]).toContain('webhooks.deliver: 1 dead letter waiting to be redriven or cancelled');
    unmount();
    renderAs(['viewer'], { backlogSeconds: 60, warnings: [] });
    await screen.findByRole('table', { name: 'Queues' });
    expect(screen.queryByRole('list', { name: 'Warnings' })).toBeNull();
  });

  it('shows the schedules with their rule, next and last run', async () => {
    renderAs(['viewer']);
    const table = await screen.findByRole('table', { name: 'Schedules' });
    const payouts = within(table).getByRole('row', { name: /payouts:D-SHOP/ });
    expect(payouts.textContent).toContain('EVERY_MONDAY');
    expect(payouts.textContent).toContain('Done');
    expect(
      within(payouts)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(['2026-12-07T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
  });

  it('shows the jobs without their steerings to an account that may not steer them', async () => {
    renderAs(['viewer']);
    const table = await screen.findByRole('table', { name: 'Jobs' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(table).getByRole('row', { name: /webhook WHD-7: 500/ })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Redrive' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: /Actions/ })).toBeNull();
  });
});
