import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/** Background jobs: their queues, the jobs with their tries and errors, and retry, redrive or cancel. */
export function createJobsClient(api: ApiClient) {
  return bindRouteTable(api, 'jobRoutes');
}

export type JobsClient = ReturnType<typeof createJobsClient>;
