export * from './merchant-user.ts';
export * from './routes.ts';
