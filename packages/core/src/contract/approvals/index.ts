export * from './approval-request.ts';
export * from './approval-rule.ts';
export * from './approval-webhook.ts';
export * from './routes.ts';
