import { z } from 'zod';
import { respondsWithFile } from '../contract/file-response.ts';
import type { ContractRoute } from '../contract/route.ts';
import type { RoutePlan } from './route-plan.ts';

/** A call is paged when its query has a `page`: the UI counts from 1, the server from 0. */
export function isPagedRoute(route: ContractRoute): boolean {
  return route.query instanceof z.ZodObject && 'page' in route.query.shape;
}

/** Headers whose value the contract fixes with a literal, e.g. create merchant's `populate-code-fields: generate`. */
export function fixedHeadersOf(route: ContractRoute): Record<string, string> {
  if (!(route.headers instanceof z.ZodObject)) return {};
  const fixed: Record<string, string> = {};
  for (const [name, schema] of Object.entries(route.headers.shape)) {
    if (schema instanceof z.ZodLiteral && schema.values.size === 1 && typeof schema.value === 'string') {
      fixed[name] = schema.value;
    }
  }
  return fixed;
}

export interface PlanOptions {
  /** Keep the answer's schema, so every answer is checked against the contract. */
  checkAnswers: boolean;
}

/** A contract route as the plain data its call needs (see `RoutePlan`). */
export function planRoute(route: ContractRoute, { checkAnswers }: PlanOptions): RoutePlan {
  return {
    id: route.id,
    method: route.method,
    path: route.path,
    ...(route.bodyType ? { bodyType: route.bodyType } : {}),
    ...(route.successStatus ? { successStatus: route.successStatus } : {}),
    ...(route.scoped ? { scoped: true } : {}),
    paged: isPagedRoute(route),
    respondsWithFile: respondsWithFile(route),
    fixedHeaders: fixedHeadersOf(route),
    ...(checkAnswers ? { response: route.response } : {}),
  };
}

/** A route table of the contract as its routes' plans, by route id. */
export function planRouteTable(table: Readonly<Record<string, ContractRoute>>, options: PlanOptions) {
  return Object.fromEntries(Object.entries(table).map(([id, route]) => [id, planRoute(route, options)]));
}
