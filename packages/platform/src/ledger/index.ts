export * from './balances.ts';
export * from './idempotency.ts';
export * from './ledger-error.ts';
export * from './ledger-invariants.ts';
export * from './mount-money-route.ts';
export * from './post-transaction.ts';
export * from './running-balances.ts';
export * from './world-account.ts';
