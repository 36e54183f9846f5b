import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi.ts';
import { fundSplitRoutes } from './split-routes.ts';
import { filterStatusOf, splitTransactionStatuses, splitTransactionTypes } from './split-status.ts';
import {
  createSplitPaymentBodySchema,
  createSplitRefundBodySchema,
  reconcileSplitBodySchema,
} from './split-transaction.ts';

const payment = {
  merchantCode: 'M-1',
  divisionCode: 'D-1',
  psp: ' adyen ',
  pspReference: 'PSP-1',
  paymentMethod: 'IDEAL',
  currency: 'EUR',
  totalAmount: 10_000,
  sellers: [{ sellerCode: 'AH-1', amount: 8_000, itemGroups: [{ productItemAmount: 8_000, commission: 800 }] }],
};

function problems(schema: typeof createSplitPaymentBodySchema | typeof createSplitRefundBodySchema, body: unknown) {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('a split payment request', () => {
  it("takes the split creator's fields, fees defaulting to 0 and blank references to none", () => {
    expect(createSplitPaymentBodySchema.parse({ ...payment, reference: '  ', description: ' Order 12 ' })).toEqual({
      ...payment,
      psp: 'ADYEN',
      description: 'Order 12',
      reference: null,
      orderNumber: null,
      sellers: [
        {
          sellerCode: 'AH-1',
          amount: 8_000,
          externalRef: null,
          itemGroups: [
            {
              externalRef: null,
              productItemAmount: 8_000,
              shippingFee: 0,
              discount: 0,
              platformDiscount: 0,
              commission: 800,
              handlingFee: 0,
              vat: 0,
            },
          ],
        },
      ],
    });
  });

  it("says 'Required' for missing fields and amounts, and refuses amounts that are not whole minor units", () => {
    expect(problems(createSplitPaymentBodySchema, { ...payment, psp: ' ', totalAmount: undefined })).toEqual([
      ['psp', 'Required'],
      ['totalAmount', 'Required'],
    ]);
    const sellers = [{ sellerCode: 'AH-1', amount: 10.5, itemGroups: [{ productItemAmount: 1, vat: -1 }] }];
    expect(problems(createSplitPaymentBodySchema, { ...payment, totalAmount: 0, sellers })).toEqual([
      ['totalAmount', 'Value Too Low'],
      ['sellers.0.amount', 'Invalid Amount'],
      ['sellers.0.itemGroups.0.vat', 'Value Too Low'],
    ]);
  });

  it('leaves the seller rules to the split creator check: a share without a seller passes the contract', () => {
    expect(problems(createSplitPaymentBodySchema, { ...payment, sellers: [{ amount: 1 }] })).toEqual([]);
  });
});

describe('a split refund request', () => {
  it('is a REFUND unless it says CHARGEBACK, and needs the payment it refunds', () => {
    const refund = { paymentCode: 'SP-1', totalAmount: 100, sellers: [{ sellerCode: 'AH-1', amount: 100 }] };
    expect(createSplitRefundBodySchema.parse(refund)).toMatchObject({ type: 'REFUND', pspReference: null });
    expect(createSplitRefundBodySchema.parse({ ...refund, type: 'CHARGEBACK' }).type).toBe('CHARGEBACK');
    expect(problems(createSplitRefundBodySchema, { ...refund, paymentCode: undefined })).toEqual([
      ['paymentCode', 'Required'],
    ]);
  });
});

describe('reconciling in the sandbox', () => {
  it('matches a PSP report unless told otherwise, with an optional PSP fee', () => {
    expect(reconcileSplitBodySchema.parse({})).toEqual({ matchedBy: 'PSP_REPORT' });
    expect(reconcileSplitBodySchema.parse({ matchedBy: 'BANK_STATEMENT', pspFee: 25 })).toEqual({
      matchedBy: 'BANK_STATEMENT',
      pspFee: 25,
    });
  });
});

describe('the filter statuses', () => {
  it('list every status of every type under one of the four', () => {
    const seen = new Set(
      splitTransactionTypes.flatMap((type) => splitTransactionStatuses.map((status) => filterStatusOf(type, status))),
    );
    expect([...seen].sort()).toEqual(['CANCELLED', 'PENDING_SETTLEMENT', 'PENDING_SPLIT', 'RECONCILED']);
    expect(filterStatusOf('PAYMENT', 'PENDING')).toBe('PENDING_SPLIT');
    expect(filterStatusOf('REFUND', 'PENDING')).toBe('PENDING_SETTLEMENT');
    expect(filterStatusOf('PAYMENT', 'PENDING_REFUND')).toBe('PENDING_SETTLEMENT');
    expect(filterStatusOf('PAYMENT', 'PARTIALLY_REFUNDED')).toBe('RECONCILED');
  });
});

describe('the split calls in the OpenAPI document', () => {
  it('are described with their idempotency header on every money move', () => {
    const document = buildOpenApiDocument(Object.values(fundSplitRoutes));
    const cancel = document.paths['/api/main/api/v1/fund/split-payments/{splitCode}/cancel']?.post;
    expect(cancel?.parameters.map((parameter) => parameter.name)).toEqual(['splitCode', 'Idempotency-Key']);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['SplitTransaction', 'SplitShare', 'CreateSplitPayment', 'CreateSplitRefund']),
    );
  });
});
