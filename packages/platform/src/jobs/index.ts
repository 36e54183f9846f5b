export { type AnyJobDefinition, defineJob, type JobContext, type JobDefinition } from './define-job.ts';
export { type EnqueueOptions, enqueueJob } from './enqueue-job.ts';
export { jobDefinitions } from './job-definitions.ts';
export { createJobRunner, type JobRunner } from './job-runner.ts';
