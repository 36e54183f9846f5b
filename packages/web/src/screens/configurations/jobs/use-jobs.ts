import { useQuery } from '@tanstack/react-query';
import { jobsKeys } from '../../../lib/cache/jobs-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** How many of the newest jobs the screen shows; `ops jobs list --all` has every one. */
export const shownJobs = 100;

/** The job queues, their jobs counted by state and their next run. */
export function useJobQueues() {
  const { clients } = useConsoleServices();
  return useQuery({ queryKey: jobsKeys.queues(), queryFn: ({ signal }) => clients.jobs.listJobQueues({ signal }) });
}

/** The newest jobs of one queue, or of every queue. */
export function useJobs(queue: string | undefined) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: jobsKeys.list(queue),
    queryFn: ({ signal }) =>
      clients.jobs.listJobs({ query: { ...(queue ? { queue } : {}), page: 1, limit: shownJobs }, signal }),
  });
}

/** How many of the soonest schedules the screen shows; `ops schedules list --all` has every one. */
export const shownSchedules = 100;

/** The schedules, soonest due first, with their next and last run. */
export function useJobSchedules() {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: jobsKeys.schedules(),
    queryFn: ({ signal }) => clients.jobs.listJobSchedules({ query: { page: 1, limit: shownSchedules }, signal }),
  });
}

/** What the queues warn of: a backlog, slow tries, dead letters. */
export function useJobWarnings() {
  const { clients } = useConsoleServices();
  return useQuery({ queryKey: jobsKeys.warnings(), queryFn: ({ signal }) => clients.jobs.listJobWarnings({ signal }) });
}
