export * from './job.ts';
export * from './job-schedule.ts';
export * from './job-warning.ts';
export * from './routes.ts';
