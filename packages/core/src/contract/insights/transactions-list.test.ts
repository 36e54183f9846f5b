import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi.ts';
import { transactionListQuerySchema } from './transactions-list.ts';
import { insightsTransactionRoutes } from './transactions-routes.ts';

describe('the transactions list query', () => {
  it('takes one status or type, or several (the key repeated), as lists', () => {
    expect(transactionListQuerySchema.parse({ status: 'RECONCILED', type: ['PAYMENT', 'REFUND'] })).toEqual({
      page: 0,
      limit: 25,
      status: ['RECONCILED'],
      type: ['PAYMENT', 'REFUND'],
    });
    expect(transactionListQuerySchema.safeParse({ status: 'PENDING' }).success).toBe(false);
  });

  it('trims the search and refuses a date range that ends before it starts', () => {
    expect(transactionListQuerySchema.parse({ search: ' ord-12 ' }).search).toBe('ord-12');
    const parsed = transactionListQuerySchema.safeParse({ createdFrom: '2024-05-02', createdTo: '2024-05-01' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['createdTo', 'Invalid date range'],
    ]);
  });

  it('is described in the OpenAPI document as repeatable query parameters', () => {
    const document = buildOpenApiDocument(Object.values(insightsTransactionRoutes));
    const list = document.paths['/api/insights/api/v2/transactions/merchants/{merchantCode}/divisions/{divisionCode}'];
    const status = list?.get?.parameters.find((parameter) => parameter.name === 'status');
    expect(JSON.stringify(status?.schema)).toContain('"type":"array"');
    expect(document.components.schemas.SplitDetails).toBeDefined();
  });
});
