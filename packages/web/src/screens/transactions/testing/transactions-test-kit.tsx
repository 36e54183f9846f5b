import type { SplitDetails, TransactionRow } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ConsoleTestRender, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';

const merchant = sampleMerchant('Holland Goods');
export const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };

/** The transactions list's cache key for the first page without a query. */
export const unfilteredListKey = ['transactions', 'list', scope.merchantCode, scope.divisionCode, { query: '' }, 1, 25];

export const detailsKey = (splitCode: string) => [
  'transactions',
  'details',
  scope.merchantCode,
  scope.divisionCode,
  splitCode,
];

/**
 * Renders the screen signed in and bound to a division, its query cache filled by `seed` first; nothing answers
 * the calls that are not in the cache.
 */
export function renderTransactions(
  ui: ReactNode,
  seed: (queryClient: QueryClient) => void,
  query = '',
): ConsoleTestRender {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(queryClient);
  return renderInConsole(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    merchants: [merchant],
    url: `/transactions?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}${query}`,
  });
}

export const pageOf = <T,>(elements: T[]) => ({ elements, pageNumber: 1, pageSize: 25, totalCount: elements.length });

export function sampleRow(overrides: Partial<TransactionRow> = {}): TransactionRow {
  return {
    splitCode: 'SP-1',
    type: 'PAYMENT',
    subtype: 'SPLIT',
    status: 'PENDING',
    filterStatus: 'PENDING_SPLIT',
    reference: 'ORDER-REF-1',
    orderNumber: 'ON-1',
    pspReference: 'PSP-1',
    seller: { code: 'AH-1', name: 'Bakkerij de Vries' },
    sellerCount: 2,
    amount: 10_000,
    currency: 'EUR',
    processor: 'ADYEN',
    method: 'IDEAL',
    createdAt: '2026-03-02T09:00:00.000Z',
    paymentCode: null,
    ...overrides,
  };
}

/** A payment of EUR 100.00: 60.00 (6.00 commission) to one seller, 30.00 to another, 10.00 unallocated. */
export function sampleDetails(split: Partial<SplitDetails['split']> = {}): SplitDetails {
  return {
    split: {
      code: 'SP-1',
      type: 'PAYMENT',
      subtype: 'SPLIT',
      status: 'PENDING',
      merchantCode: scope.merchantCode,
      divisionCode: scope.divisionCode,
      currency: 'EUR',
      totalAmount: 10_000,
      divisionAmount: 1_600,
      psp: 'ADYEN',
      pspReference: 'PSP-1',
      paymentMethod: 'IDEAL',
      description: 'Two loaves and a cake',
      reference: 'ORDER-REF-1',
      orderNumber: 'ON-1',
      paymentCode: null,
      takenFrom: null,
      refundedAmount: 0,
      pendingRefundAmount: 0,
      reconciledAt: null,
      reconciledBy: null,
      pspFee: null,
      cancelledAt: null,
      createdBy: 'ops@sandbox.test',
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
      sellers: [
        {
          sellerCode: 'AH-1',
          sellerName: 'Bakkerij de Vries',
          virtualAccountCode: 'VA-1',
          amount: 6_000,
          fees: 600,
          platformDiscount: 0,
          netAmount: 5_400,
          externalRef: null,
          itemGroups: [
            {
              externalRef: 'G-1',
              productItemAmount: 5_500,
              shippingFee: 700,
              discount: 200,
              platformDiscount: 0,
              commission: 600,
              handlingFee: 0,
              vat: 0,
            },
          ],
        },
        {
          sellerCode: 'AH-2',
          sellerName: 'Kaashandel Jansen',
          virtualAccountCode: 'VA-2',
          amount: 3_000,
          fees: 0,
          platformDiscount: 0,
          netAmount: 3_000,
          externalRef: 'JANSEN-7',
          itemGroups: [],
        },
      ],
      ...split,
    },
    related: [],
    mutations: [],
    balanceImpact: [
      { account: { kind: 'PSP', virtualAccountCode: null, name: 'ADYEN' }, bucket: null, amount: -10_000 },
      {
        account: { kind: 'SELLER', virtualAccountCode: 'VA-1', name: 'Bakkerij de Vries EUR' },
        bucket: 'PENDING',
        amount: 5_400,
      },
      {
        account: { kind: 'SELLER', virtualAccountCode: 'VA-2', name: 'Kaashandel Jansen EUR' },
        bucket: 'PENDING',
        amount: 3_000,
      },
      {
        account: { kind: 'DIVISION_INCOME', virtualAccountCode: 'VA-9', name: 'Netherlands EUR' },
        bucket: 'PENDING',
        amount: 1_600,
      },
    ],
  };
}
