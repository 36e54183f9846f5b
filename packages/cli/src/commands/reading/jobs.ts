import { type Job, type JobState, jobStates } from '@ops/core/contract';
import { jobColumns, jobQueueColumns, jobScheduleColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { CliError } from '../../cli-error.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import { optional, outputColumnsOf } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';

interface JobListFlags extends ListFlags {
  queue?: string;
  state?: JobState;
}

interface ScheduleListFlags extends ListFlags {
  queue?: string;
}

/** A job's fields: the list's columns, then its payload. */
function jobFields(context: CliContext, flags: FormatFlags) {
  return [
    ...outputColumnsOf(context, flags, jobColumns),
    { header: context.t.jobs.columns.payload(), value: (job: Job) => JSON.stringify(job.payload) },
  ];
}

/**
 * `ops jobs list [--queue …] [--state …]`, `ops jobs queues` and `ops jobs show <id>`: the platform's background
 * jobs (issue 33); `retry`, `redrive` and `cancel` are the registry's actions (`ops jobs retry --job-id 12`). `ops
 * schedules list [--queue …]`: the schedules that queue them, with their next and last run.
 */
export function registerJobCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const jobs = group('jobs');

  addListCommand(jobs, context, {
    description: t.cli.jobs.list(),
    examples: ['ops jobs list --state failed', 'ops jobs list --queue webhooks.deliver --json id,state,lastError'],
    columns: jobColumns,
    scoped: false,
    filters: (command) =>
      command
        .option('--queue <queue>', t.cli.jobs.queue())
        .option('--state <state>', t.cli.jobs.state({ states: jobStates.join(', ') })),
    fetchPage: (clients, flags: JobListFlags, page, limit) =>
      clients.jobs.listJobs({
        query: { ...optional('queue', flags.queue), ...optional('state', flags.state), page, limit },
      }),
  });

  addListCommand(jobs, context, {
    verb: 'queues',
    description: t.cli.jobs.queues(),
    examples: ['ops jobs queues', 'ops jobs queues --json queue,failed'],
    columns: jobQueueColumns,
    scoped: false,
    fetchPage: async (clients, _flags: ListFlags, page, limit) => {
      const queues = await clients.jobs.listJobQueues();
      return { elements: queues.slice((page - 1) * limit, page * limit), totalCount: queues.length };
    },
  });

  addShowCommand(jobs, context, {
    description: t.cli.jobs.show(),
    examples: ['ops jobs show 12', 'ops jobs show 12 --json'],
    async record(clients, id, flags) {
      const jobId = Number(id);
      if (!Number.isInteger(jobId) || jobId < 1) throw new CliError(`${t.errors.catalogue.notFound()}: ${id}`);
      const job = await clients.jobs.getJob({ params: { jobId } });
      return { fields: jobFields(context, flags), row: job, document: job };
    },
  });

  addListCommand(group('schedules'), context, {
    description: t.cli.schedules.list(),
    examples: ['ops schedules list', 'ops schedules list --queue payouts.scheduledRun --json code,nextRunAt'],
    columns: jobScheduleColumns,
    scoped: false,
    filters: (command) => command.option('--queue <queue>', t.cli.schedules.queue()),
    fetchPage: (clients, flags: ScheduleListFlags, page, limit) =>
      clients.jobs.listJobSchedules({ query: { ...optional('queue', flags.queue), page, limit } }),
  });
}
