export { type AnyJobDefinition, defineJob, type JobContext, type JobDefinition, JobGaveUp } from './define-job.ts';
export { type EnqueueOptions, enqueueJob } from './enqueue-job.ts';
export { createJobRunner, type JobRunner } from './job-runner.ts';
