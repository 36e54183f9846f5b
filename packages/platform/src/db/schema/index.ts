export * from './account-owner.ts';
export * from './audit.ts';
export * from './identity.ts';
export * from './kyc.ts';
export * from './ledger.ts';
export * from './payouts.ts';
export * from './seed.ts';
export * from './transactions.ts';
