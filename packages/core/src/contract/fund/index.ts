export * from './balance-mutation.ts';
export * from './balance-transfer.ts';
export * from './fund-messages.ts';
export * from './paths.ts';
export * from './routes.ts';
