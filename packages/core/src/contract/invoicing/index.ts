export * from './paths.ts';
export * from './report.ts';
export * from './report-request-check.ts';
export * from './routes.ts';
