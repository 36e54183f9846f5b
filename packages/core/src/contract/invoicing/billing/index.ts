export * from './fee-contract.ts';
export * from './invoice.ts';
export * from './invoice-lines.ts';
export * from './routes.ts';
