export * from './transactions-list.ts';
export * from './transactions-routes.ts';
export * from './transactions-split-details.ts';
