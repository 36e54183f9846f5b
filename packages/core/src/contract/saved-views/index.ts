export * from './routes.ts';
export * from './saved-view.ts';
