import type { FundPayoutRequest, OpsRole, PayoutBatch } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ConsoleTestRender, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';

/** Renders a payouts screen signed in, without a bound merchant, with a query cache `seed` fills first. */
export function renderPayouts(
  ui: ReactNode,
  url: string,
  seed: (queryClient: QueryClient) => void = () => {},
  /** The signed-in account's ops roles; every role unless given. */
  roles?: readonly OpsRole[],
): ConsoleTestRender & { queryClient: QueryClient } {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(queryClient);
  const rendered = renderInConsole(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    url,
    keepSessionStorage: true,
    ...(roles ? { roles } : {}),
  });
  return { ...rendered, queryClient };
}

/** The key a list of the payouts screen reads without a merchant, filters or paging in the URL. */
export const unfilteredKey = (list: 'requests' | 'division-requests' | 'batches') => [
  'payouts',
  list,
  undefined,
  { requestStatus: undefined, batchStatus: undefined, search: undefined },
  { page: 1, pageSize: 25 },
];

export const pageOfRows = <T,>(elements: T[]) => ({
  elements,
  pageNumber: 1,
  pageSize: 25,
  totalCount: elements.length,
});

export function samplePayoutBatch(overrides: Partial<PayoutBatch> = {}): PayoutBatch {
  return {
    code: 'PO-1',
    merchantCode: 'M-1',
    merchantName: 'Holland Goods',
    divisionCode: 'D-1',
    divisionName: 'Netherlands',
    currency: 'EUR',
    status: 'OPEN',
    itemCount: 3,
    sellerCount: 2,
    totalAmount: 123_456,
    processedCount: 0,
    returnedCount: 0,
    createdAt: '2026-03-02T09:00:00.000Z',
    approvedBy: null,
    approvedAt: null,
    instructedBy: null,
    instructedAt: null,
    requestedExecutionDate: null,
    cancelledBy: null,
    cancelledAt: null,
    ...overrides,
  };
}

export function samplePayoutRequest(overrides: Partial<FundPayoutRequest> = {}): FundPayoutRequest {
  return {
    code: 'PR-1',
    merchantCode: 'M-1',
    merchantName: 'Holland Goods',
    divisionCode: 'D-1',
    divisionName: 'Netherlands',
    accountHolderCode: 'AH-1',
    accountHolderName: 'Bakkerij de Vries',
    virtualAccountCode: 'VA-1',
    accountIdentifier: 'EA-1',
    iban: 'NL91ABNA0417164300',
    amount: 5_000,
    sourceCurrency: 'EUR',
    targetCurrency: 'EUR',
    status: 'WAITING',
    type: 'MANUAL',
    description: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    processedAt: null,
    failureReason: null,
    payoutCode: null,
    regeneratedFromCode: null,
    createdBy: 'ops@sandbox.test',
    settledAt: null,
    ...overrides,
  };
}
