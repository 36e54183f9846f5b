import { describe, expect, it } from 'vitest';
import { contractTableLoaders } from './contract-tables.ts';
import { planRouteTables } from './plan-routes.ts';
import { routePlansOf } from './route-calls.ts';
import type { RouteTableName } from './route-tables.ts';

describe('the route tables a first call loads one by one', () => {
  it('are the tables planned all at once, with the same plans and schemas', async () => {
    const all = planRouteTables({ checkAnswers: true });
    expect(Object.keys(contractTableLoaders).sort()).toEqual(Object.keys(all).sort());
    for (const [name, plans] of Object.entries(all)) {
      expect(await routePlansOf(name as RouteTableName), name).toEqual(plans);
    }
  });
});
