export * from './paths.ts';
export * from './psp-integration.ts';
export * from './psp-report.ts';
export * from './routes.ts';
