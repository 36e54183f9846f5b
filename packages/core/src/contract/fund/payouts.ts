export * from './bank-line.ts';
export * from './payout-batch.ts';
export * from './payout-batch-status.ts';
export * from './payout-messages.ts';
export * from './payout-request-wire.ts';
export * from './payout-routes.ts';
