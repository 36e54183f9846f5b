export * from './ops-account.ts';
export * from './routes.ts';
