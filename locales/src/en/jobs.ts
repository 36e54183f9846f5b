/** Background jobs (issue 33): their queues and states, the steering actions, the platform's refusals (its cli texts: `cli.jobs`). */
export const jobs = {
  columns: {
    id: 'Job',
    queue: 'Queue',
    key: 'Key',
    state: 'State',
    attempts: 'Attempts',
    maxAttempts: 'Max attempts',
    lastError: 'Last error',
    runAt: 'Next run',
    createdAt: 'Created',
    finishedAt: 'Finished',
    nextRunAt: 'Next run',
    payload: 'Payload',
  },
  states: {
    queued: 'Queued',
    running: 'Running',
    done: 'Done',
    failed: 'Failed',
    cancelled: 'Cancelled',
  },
  actions: {
    retry: 'Retry job',
    redrive: 'Redrive job',
    cancel: 'Cancel job',
  },
  wire: {
    notFound: 'No job has this id',
    /** A steering its state does not allow: `state` and `allowed` are job states, `steering` retry, redrive or cancel. */
    wrongState: 'This job is {state:string}: only a {allowed:string} job can be {steering:string}',
    steered: { retry: 'retried', redrive: 'redriven', cancel: 'cancelled' },
  },
};
