export * from './payout-insight-routes.ts';
export * from './payout-table.ts';
