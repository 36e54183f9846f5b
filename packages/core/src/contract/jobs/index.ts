export * from './job.ts';
export * from './routes.ts';
