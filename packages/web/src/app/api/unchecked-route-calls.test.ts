import { planRouteTables } from '@ops/core/api';
import { describe, expect, it } from 'vitest';
import { createRouteCaller, routePlans } from './unchecked-route-calls.ts';

describe('the route calls of the production build', () => {
  it('plan every route of the contract as core does, only without the schemas that check answers', () => {
    const checked = planRouteTables({ checkAnswers: true });
    expect(Object.keys(routePlans).sort()).toEqual(Object.keys(checked).sort());
    for (const [table, plans] of Object.entries(checked)) {
      const withoutSchemas = Object.fromEntries(
        Object.entries(plans).map(([id, { response: _schema, ...plan }]) => [id, plan]),
      );
      expect(routePlans[table as keyof typeof routePlans], table).toEqual(withoutSchemas);
    }
    expect(JSON.stringify(routePlans)).not.toContain('"response"');
    expect(createRouteCaller).toBeTypeOf('function');
  });
});
