import { routePlans } from 'virtual:ops-route-plans';
import { planRouteTables, type RouteTableName } from '@ops/core/api';
import { describe, expect, it } from 'vitest';
import { createRouteCaller, routePlansOf } from './unchecked-route-calls.ts';

describe('the route calls of the production build', () => {
  it('plan every route of the contract as core does, only without the schemas that check answers', async () => {
    const checked = planRouteTables({ checkAnswers: true });
    expect(Object.keys(routePlans).sort()).toEqual(Object.keys(checked).sort());
    for (const [table, plans] of Object.entries(checked)) {
      const withoutSchemas = Object.fromEntries(
        Object.entries(plans).map(([id, { response: _schema, ...plan }]) => [id, plan]),
      );
      expect(await routePlansOf(table as RouteTableName), table).toEqual(withoutSchemas);
    }
    expect(JSON.stringify(routePlans)).not.toContain('"response"');
    expect(createRouteCaller).toBeTypeOf('function');
  });
});
