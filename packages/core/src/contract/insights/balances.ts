export * from './balance-group.ts';
export * from './balance-history.ts';
export * from './balance-messages.ts';
export * from './balance-paths.ts';
export * from './balance-routes.ts';
