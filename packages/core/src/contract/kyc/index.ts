export * from './kyc-config.ts';
export * from './kyc-data-changes.ts';
export * from './kyc-dataset.ts';
export * from './kyc-decision.ts';
export * from './kyc-history.ts';
export * from './kyc-status-graph.ts';
export * from './kyc-task.ts';
export * from './routes.ts';
