export * from './split-messages.ts';
export * from './split-routes.ts';
export * from './split-status.ts';
export * from './split-transaction.ts';
