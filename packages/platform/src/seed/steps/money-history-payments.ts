import type { MoneySeller } from './money-history-accounts.ts';
import { dayMs, hourMs, later, type MoneyHistoryContext, momentBetween, moneyActor } from './money-history-context.ts';
import type { ImportedPosting } from './money-ledger-import.ts';

const psps = ['ADYEN', 'MOLLIE', 'STRIPE'] as const;
const paymentMethods = ['IDEAL', 'CARD', 'BANCONTACT', 'PAYPAL'] as const;

type Outcome = 'settle' | 'cancel' | 'refund' | 'chargeback';

/** A refund or chargeback of a payment, taken back from pending before the payment was reconciled. */
interface Refund {
  code: string;
  type: 'REFUND' | 'CHARGEBACK';
  at: Date;
  total: number;
  sellerPart: number;
  divisionPart: number;
}

interface Payment {
  code: string;
  seller: MoneySeller;
  at: Date;
  total: number;
  sellerAmount: number;
  divisionAmount: number;
  psp: string;
  paymentMethod: string;
  orderNumber: string;
  refund?: Refund;
}

/**
 * Plans `quota` transactions of a seller (payments, and refunds or chargebacks counted apart) between the
 * history's start and its horizon, each as a pay-in event whose follow-ups it schedules itself.
 */
export function planPayments(context: MoneyHistoryContext, seller: MoneySeller, quota: number): void {
  const { random, horizon } = context;
  const from = new Date(Math.max(context.start.getTime(), seller.createdAt.getTime() + dayMs));
  // A refund comes at most 30 hours after its payment: keep those payments far enough from the horizon.
  const lastRefundable = later(horizon, -31 * hourMs);
  if (from >= lastRefundable) return;
  let left = quota;
  while (left > 0) {
    const withRefund = left >= 2 && random.chance(0.08);
    const outcome: Outcome = withRefund
      ? random.chance(0.2)
        ? 'chargeback'
        : 'refund'
      : random.chance(0.03)
        ? 'cancel'
        : 'settle';
    const at = momentBetween(random, from, withRefund ? lastRefundable : horizon);
    left -= withRefund ? 2 : 1;
    context.queue.schedule(at, () => payIn(context, seller, at, outcome));
  }
}

function payIn(context: MoneyHistoryContext, seller: MoneySeller, at: Date, outcome: Outcome): void {
  const { random, book, division } = context;
  const total = random.int(15, 250) * 100 + random.int(0, 99);
  const divisionAmount = Math.max(1, Math.round((total * random.int(5, 12)) / 100));
  const orderNumber = `ORD-${random.digits(8)}`;
  const payment: Payment = {
    code: context.code('SP'),
    seller,
    at,
    total,
    sellerAmount: total - divisionAmount,
    divisionAmount,
    psp: random.pick(psps),
    paymentMethod: random.pick(paymentMethods),
    orderNumber,
  };
  book.post(at, {
    type: 'SPLIT',
    status: 'PENDING',
    reference: payment.code,
    description: `Order ${orderNumber}`,
    postings: [
      { world: book.world('PSP', payment.psp), amount: -total },
      { virtualAccountCode: seller.virtualAccountCode, bucket: 'PENDING', amount: payment.sellerAmount },
      { virtualAccountCode: division.incomeAccount, bucket: 'PENDING', amount: divisionAmount },
    ],
  });
  if (outcome === 'cancel') {
    const cancelAt = later(at, random.int(2, 20) * hourMs);
    if (cancelAt < context.horizon) {
      context.queue.schedule(cancelAt, () => cancel(context, payment, cancelAt));
      return;
    }
  }
  let reportedFrom = at;
  if (outcome === 'refund' || outcome === 'chargeback') {
    const refundAt = later(at, random.int(4, 30) * hourMs);
    context.queue.schedule(refundAt, () => refund(context, payment, refundAt, outcome));
    reportedFrom = refundAt;
  }
  // The PSP reports a payment a day to four days later, after any refund of it.
  const settleAt = later(reportedFrom, random.int(24, 96) * hourMs);
  if (outcome !== 'cancel' && settleAt < context.horizon) {
    context.queue.schedule(settleAt, () => settle(context, payment, settleAt));
  } else {
    context.queue.schedule(context.horizon, () => writePayment(context, payment, {}));
  }
}

function cancel(context: MoneyHistoryContext, payment: Payment, at: Date): void {
  const { book, division } = context;
  book.post(at, {
    type: 'SPLIT',
    status: 'PENDING_CANCELLED',
    reference: payment.code,
    postings: [
      { virtualAccountCode: payment.seller.virtualAccountCode, bucket: 'PENDING', amount: -payment.sellerAmount },
      { virtualAccountCode: division.incomeAccount, bucket: 'PENDING', amount: -payment.divisionAmount },
      { world: book.world('PSP', payment.psp), amount: payment.total },
    ],
  });
  writePayment(context, payment, { cancelledAt: at });
}

function refund(context: MoneyHistoryContext, payment: Payment, at: Date, type: 'refund' | 'chargeback'): void {
  const { book, division, random } = context;
  const full = type === 'chargeback' || random.chance(0.4);
  const total = full ? payment.total : Math.max(2, Math.round((payment.total * random.int(20, 70)) / 100));
  const divisionPart = full
    ? payment.divisionAmount
    : Math.min(payment.divisionAmount, Math.round((total * payment.divisionAmount) / payment.total));
  const refunded: Refund = {
    code: context.code(type === 'chargeback' ? 'CB' : 'SR'),
    type: type === 'chargeback' ? 'CHARGEBACK' : 'REFUND',
    at,
    total,
    sellerPart: total - divisionPart,
    divisionPart,
  };
  payment.refund = refunded;
  const postings: ImportedPosting[] = [{ world: book.world('PSP', payment.psp), amount: total }];
  if (refunded.sellerPart > 0) {
    postings.push({
      virtualAccountCode: payment.seller.virtualAccountCode,
      bucket: 'PENDING',
      amount: -refunded.sellerPart,
    });
  }
  if (divisionPart > 0)
    postings.push({ virtualAccountCode: division.incomeAccount, bucket: 'PENDING', amount: -divisionPart });
  book.post(at, { type: 'SPLIT_REFUND', status: 'PENDING', reference: refunded.code, postings });
}

/** The PSP reported the payment: what is left of it on pending moves to confirmed and the PSP takes its fee. */
function settle(context: MoneyHistoryContext, payment: Payment, at: Date): void {
  const { book, division } = context;
  const sellerLeft = payment.sellerAmount - (payment.refund?.sellerPart ?? 0);
  const divisionLeft = payment.divisionAmount - (payment.refund?.divisionPart ?? 0);
  const postings: ImportedPosting[] = [];
  for (const [virtualAccountCode, amount] of [
    [payment.seller.virtualAccountCode, sellerLeft],
    [division.incomeAccount, divisionLeft],
  ] as const) {
    if (amount <= 0) continue;
    postings.push({ virtualAccountCode, bucket: 'PENDING', amount: -amount });
    postings.push({ virtualAccountCode, bucket: 'CONFIRMED', amount });
  }
  if (postings.length > 0) book.post(at, { type: 'SPLIT', status: 'CONFIRMED', reference: payment.code, postings });
  const fee = Math.min(divisionLeft, Math.round(payment.total * 0.012) + 20);
  if (fee > 0) {
    book.post(at, {
      type: 'PSP_FEE',
      status: 'CONFIRMED',
      reference: payment.code,
      postings: [
        { virtualAccountCode: division.incomeAccount, bucket: 'CONFIRMED', amount: -fee },
        { world: book.world('PSP', payment.psp), amount: fee },
      ],
    });
  }
  writePayment(context, payment, { reconciledAt: at, pspFee: fee > 0 ? fee : null });
}

/** The payment's rows as they stand when its story ends (or the history does), its refund after it. */
function writePayment(
  context: MoneyHistoryContext,
  payment: Payment,
  end: { reconciledAt?: Date; pspFee?: number | null; cancelledAt?: Date },
): void {
  const { division, book } = context;
  const { refund: refunded } = payment;
  const reconciled = end.reconciledAt !== undefined;
  const refundedAmount = refunded && reconciled ? refunded.total : 0;
  const pendingRefundAmount = refunded && !reconciled ? refunded.total : 0;
  const status = end.cancelledAt
    ? 'CANCELLED'
    : pendingRefundAmount > 0
      ? 'PENDING_REFUND'
      : refundedAmount >= payment.total
        ? 'REFUNDED'
        : refundedAmount > 0
          ? 'PARTIALLY_REFUNDED'
          : reconciled
            ? 'RECONCILED'
            : 'PENDING';
  const common = {
    merchantCode: division.merchantCode,
    divisionCode: division.divisionCode,
    currency: division.currency,
    psp: payment.psp,
    paymentMethod: payment.paymentMethod,
    orderNumber: payment.orderNumber,
    sellerCount: 1,
    primaryAccountHolderCode: payment.seller.accountHolderCode,
    createdBy: moneyActor,
  };
  const lastChange = end.reconciledAt ?? end.cancelledAt ?? refunded?.at ?? payment.at;
  book.rows.splits.push({
    ...common,
    code: payment.code,
    type: 'PAYMENT',
    subtype: 'SPLIT',
    status,
    totalAmount: payment.total,
    divisionAmount: payment.divisionAmount,
    pspReference: `${payment.psp.slice(0, 3)}-${payment.orderNumber.slice(4)}`,
    description: `Order ${payment.orderNumber}`,
    reference: `REF-${payment.orderNumber.slice(4)}`,
    paymentCode: null,
    takenFrom: null,
    refundedAmount,
    pendingRefundAmount,
    reconciledAt: end.reconciledAt ?? null,
    reconciledBy: reconciled ? 'PSP_REPORT' : null,
    pspFee: end.pspFee ?? null,
    cancelledAt: end.cancelledAt ?? null,
    createdAt: payment.at,
    updatedAt: lastChange,
  });
  book.rows.shares.push(shareRow(payment.code, payment.seller, payment.sellerAmount));
  if (!refunded) return;
  book.rows.splits.push({
    ...common,
    code: refunded.code,
    type: refunded.type,
    subtype: refunded.total === payment.total ? 'FULL' : 'PARTIAL',
    status: reconciled ? 'RECONCILED' : 'PENDING',
    totalAmount: refunded.total,
    divisionAmount: refunded.divisionPart,
    pspReference: null,
    description: refunded.type === 'CHARGEBACK' ? 'Chargeback' : `Refund of order ${payment.orderNumber}`,
    reference: null,
    paymentCode: payment.code,
    takenFrom: 'PENDING',
    refundedAmount: 0,
    pendingRefundAmount: 0,
    reconciledAt: end.reconciledAt ?? null,
    reconciledBy: reconciled ? 'PSP_REPORT' : null,
    pspFee: null,
    cancelledAt: null,
    createdAt: refunded.at,
    updatedAt: end.reconciledAt ?? refunded.at,
  });
  book.rows.shares.push(shareRow(refunded.code, payment.seller, refunded.sellerPart));
}

const shareRow = (transactionCode: string, seller: MoneySeller, amount: number) => ({
  transactionCode,
  position: 0,
  accountHolderCode: seller.accountHolderCode,
  virtualAccountCode: seller.virtualAccountCode,
  amount,
  fees: 0,
  externalRef: null,
});
