import { describe, expect, it } from 'vitest';
import * as contract from '../contract/index.ts';
import { planRouteTables } from './plan-routes.ts';

const isRouteTable = (value: unknown): value is Record<string, contract.ContractRoute> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(
    (route) => typeof route === 'object' && route !== null && 'method' in route && 'path' in route,
  );

describe("the clients' route tables", () => {
  it('bind every route table of the contract: a table left out of route-tables.ts and plan-routes.ts fails here', () => {
    const bound = new Set(
      Object.values(planRouteTables({ checkAnswers: false })).flatMap((table) => Object.keys(table)),
    );
    const tables = Object.entries(contract).filter(([, value]) => isRouteTable(value));
    expect(tables.length).toBeGreaterThanOrEqual(7);
    const unbound = tables.flatMap(([name, table]) =>
      Object.values(table)
        .filter((route) => !bound.has(route.id))
        .map((route) => `${name}.${route.id}`),
    );
    expect(unbound).toEqual([]);
  });
});
