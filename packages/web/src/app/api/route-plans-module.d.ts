declare module 'virtual:ops-route-plans' {
  /** Every route's plan without its schema, made at build time from core's contract (`vite-route-plans.ts`). */
  export const routePlans: import('@ops/core/api').RoutePlanTables;
}
