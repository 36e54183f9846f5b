import { hollandGoodsNl, type OpsApi } from './ops-api.ts';

const splitPayments = '/api/main/api/v1/fund/split-payments';

export interface Split {
  code: string;
  status: string;
  reference: string;
}

/** A payment of 100.00 EUR from a seller's buyer in the demo division: 80.00 to the seller (8.00 commission), 20.00 unallocated. */
export async function pay(api: OpsApi, sellerCode: string, reference: string): Promise<Split> {
  return (await api.post(splitPayments, {
    ...hollandGoodsNl,
    psp: 'ADYEN',
    pspReference: `PSP-${reference}`,
    paymentMethod: 'IDEAL',
    currency: 'EUR',
    description: `End-to-end payment ${reference}`,
    reference,
    totalAmount: 10_000,
    sellers: [{ sellerCode, amount: 8_000, itemGroups: [{ productItemAmount: 8_000, commission: 800 }] }],
  })) as Split;
}

/** Settles a payment as a PSP report does: it is reconciled, and can no longer be cancelled. */
export async function reconcile(api: OpsApi, split: Split): Promise<void> {
  await api.post(`/api/main/api/v1/fund/sandbox/split-payments/${split.code}/reconcile`, { matchedBy: 'PSP_REPORT' });
}

/** The payment as the platform has it now. */
export async function splitOf(api: OpsApi, code: string): Promise<Split> {
  return (await api.get(`${splitPayments}/${code}`)) as Split;
}
