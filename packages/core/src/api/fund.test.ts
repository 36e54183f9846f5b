import { describe, expect, expectTypeOf, it } from 'vitest';
import { type BalanceTransfer, fundRoutes, type Page, type VirtualAccountBalance } from '../contract/index.ts';
import { createApiClient } from './create-api-client.ts';
import { createFundClient } from './fund.ts';

const fund = createFundClient(
  createApiClient({ baseUrl: 'http://localhost/api/', getToken: () => undefined, getUserEmail: () => undefined }),
);

describe('fund client', () => {
  it('has one method per route of the service, named by the route id', async () => {
    for (const id of Object.keys(fundRoutes)) expect(Reflect.get(fund, id), id).toBeTypeOf('function');
  });

  it('types each method with its route, and takes an idempotency key on money moves', () => {
    expectTypeOf(fund.createBalanceTransfer).returns.resolves.toEqualTypeOf<BalanceTransfer>();
    expectTypeOf<Parameters<typeof fund.createBalanceTransfer>[0]['idempotencyKey']>().toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf(fund.listBalanceTransfers).returns.resolves.toExtend<Page<BalanceTransfer>>();
    expectTypeOf(fund.getVirtualAccountBalance).returns.resolves.toEqualTypeOf<VirtualAccountBalance>();
  });
});
