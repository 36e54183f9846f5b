export * from './auto-reconciliation.ts';
export * from './paths.ts';
export * from './psp-integration.ts';
export * from './psp-report.ts';
export * from './psp-report-match.ts';
export * from './psp-settlement.ts';
export * from './retrigger-range.ts';
export * from './routes.ts';
