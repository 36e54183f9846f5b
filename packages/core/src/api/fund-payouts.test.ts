import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type FundPayoutRequest,
  fundPayoutRoutes,
  insightsPayoutRoutes,
  type Page,
  type PayoutBatch,
  type PayoutTableRow,
  type ProcessReport,
} from '../contract/index.ts';
import { createApiClient } from './create-api-client.ts';
import { createFundPayoutsClient } from './fund-payouts.ts';
import { createInsightsPayoutsClient } from './insights-payouts.ts';

const api = createApiClient({
  baseUrl: 'http://localhost/api/',
  getToken: () => undefined,
  getUserEmail: () => undefined,
});
const payouts = createFundPayoutsClient(api);
const insights = createInsightsPayoutsClient(api);

describe('payout clients', () => {
  it('have one method per route of their service, named by the route id', async () => {
    for (const id of Object.keys(fundPayoutRoutes)) expect(Reflect.get(payouts, id), id).toBeTypeOf('function');
    for (const id of Object.keys(insightsPayoutRoutes)) expect(Reflect.get(insights, id), id).toBeTypeOf('function');
  });

  it('type each method with its route, and take an idempotency key on money moves', () => {
    expectTypeOf(payouts.processPayoutRequests).returns.resolves.toEqualTypeOf<ProcessReport>();
    expectTypeOf<Parameters<typeof payouts.processPayoutRequests>[0]['idempotencyKey']>().toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf(payouts.listPayoutRequests).returns.resolves.toExtend<Page<FundPayoutRequest>>();
    expectTypeOf(payouts.approvePayout).returns.resolves.toEqualTypeOf<PayoutBatch>();
    expectTypeOf(payouts.downloadPayoutSepaXml).returns.resolves.toEqualTypeOf<File>();
    expectTypeOf(payouts.deletePayoutRequest).returns.resolves.toBeVoid();
    expectTypeOf(insights.listPayoutTable).returns.resolves.toExtend<Page<PayoutTableRow>>();
  });

  it('declare every money-moving payout call idempotent', () => {
    const moving = Object.values(fundPayoutRoutes)
      .filter((route) => route.idempotent)
      .map((route) => route.id);
    expect(moving).toEqual(
      expect.arrayContaining([
        'processPayoutRequests',
        'processDivisionPayoutRequests',
        'cancelPayout',
        'cancelPayoutItem',
        'returnPayoutRequest',
        'allocateBankLine',
        'confirmPayoutBankLine',
      ]),
    );
  });
});
