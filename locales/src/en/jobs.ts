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
    scheduleCode: 'Schedule',
    dueAt: 'Due',
    caughtUp: 'Caught up',
    rule: 'Rule',
    timeZone: 'Time zone',
    lastRunAt: 'Last run',
    lastJobId: 'Last job',
    lastJobState: "Last job's state",
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
  screen: {
    tab: 'Jobs',
    description:
      "The platform's background work: webhook deliveries, reports, the payout scheduler, auto-reconciliation, KYC provider requests and approved calls. A job whose every try failed waits as a dead letter until it is redriven or cancelled.",
    queuesTitle: 'Queues',
    jobsTitle: 'Jobs',
    schedulesTitle: 'Schedules',
    warnings: {
      title: 'Warnings',
      kinds: { backlog: 'Backlog', slowJobs: 'Slow jobs', deadLetters: 'Dead letters' },
      backlog:
        '{queue:string}: {count:number} job{{s}} due more than {seconds:number} s ago and not started, the oldest since {since:string}',
      slowJobs:
        '{queue:string}: {count:number} job{{s}} running longer than half {{its|their}} lease, the longest since {since:string}',
      deadLetters:
        '{queue:string}: {count:number} dead letter{{s}} waiting to be redriven or cancelled, the first since {since:string}',
      getFailed: 'Error: Failed to load the queue warnings',
    },
    jobsOf: 'Jobs of {queue:string}',
    everyQueue: 'Every queue',
    /** The row buttons: the actions' names without 'job', the row being the job. */
    rowActions: { retry: 'Retry', redrive: 'Redrive', cancel: 'Cancel' },
    actionsColumn: 'Actions',
    getFailed: 'Error: Failed to load jobs',
    changeFailed: 'Error: Failed to change the job',
    changed: {
      retry: 'Job {id:number} runs now',
      redrive: 'Job {id:number} is queued again',
      cancel: 'Job {id:number} is cancelled',
    },
    empty: { title: 'No jobs yet', description: 'Jobs appear here once the platform has background work' },
  },
  wire: {
    notFound: 'No job has this id',
    /** A steering its state does not allow: `state` and `allowed` are job states, `steering` retry, redrive or cancel. */
    wrongState: 'This job is {state:string}: only a {allowed:string} job can be {steering:string}',
    steered: { retry: 'retried', redrive: 'redriven', cancel: 'cancelled' },
  },
};
