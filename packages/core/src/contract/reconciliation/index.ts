export * from './acquirer.ts';
export * from './bank-line-exception.ts';
export * from './bank-line-match.ts';
export * from './bank-statement.ts';
export * from './exception-reason.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './tolerance-rule.ts';
