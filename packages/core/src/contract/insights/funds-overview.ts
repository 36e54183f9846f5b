export * from './funds-overview-routes.ts';
export * from './funds-overview-schemas.ts';
