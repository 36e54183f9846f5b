import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  fundSplitRoutes,
  insightsTransactionRoutes,
  type Page,
  type SplitDetails,
  type SplitTransaction,
  type TransactionRow,
} from '../contract/index.ts';
import { createApiClient } from './create-api-client.ts';
import { createFundSplitsClient } from './fund-splits.ts';
import { createInsightsTransactionsClient } from './insights-transactions.ts';

const api = createApiClient({
  baseUrl: 'http://localhost/api/',
  getToken: () => undefined,
  getUserEmail: () => undefined,
});
const splits = createFundSplitsClient(api);
const transactions = createInsightsTransactionsClient(api);

describe('the split and transactions clients', () => {
  it('have one method per route, named by the route id', async () => {
    for (const id of Object.keys(fundSplitRoutes)) expect(Reflect.get(splits, id), id).toBeTypeOf('function');
    for (const id of Object.keys(insightsTransactionRoutes))
      expect(Reflect.get(transactions, id), id).toBeTypeOf('function');
  });

  it('type each method with its route, and take an idempotency key on money moves', () => {
    expectTypeOf(splits.createSplitPayment).returns.resolves.toEqualTypeOf<SplitTransaction>();
    expectTypeOf<Parameters<typeof splits.cancelSplitPayment>[0]['idempotencyKey']>().toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf(splits.listSplitRefunds).returns.resolves.toExtend<Page<SplitTransaction>>();
    expectTypeOf(transactions.listDivisionTransactions).returns.resolves.toExtend<Page<TransactionRow>>();
    expectTypeOf(transactions.getSplitDetails).returns.resolves.toEqualTypeOf<SplitDetails>();
  });
});
