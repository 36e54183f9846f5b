export * from './brand-colors.ts';
export * from './hosted-onboarding-config.ts';
export * from './onboarding-link.ts';
export * from './paths.ts';
export * from './routes.ts';
