export * from './approval-request.ts';
export * from './approval-rule.ts';
export * from './routes.ts';
