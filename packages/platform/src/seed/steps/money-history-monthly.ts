import type { BalanceTransferType } from '@ops/core/contract';
import { type MoneyHistoryContext, moneyActor, moneyBank } from './money-history-context.ts';

/** A transfer ops make now and then, by weight: fees and invoices to the division, corrections back. */
const transferKinds: ReadonlyArray<readonly [BalanceTransferType, number]> = [
  ['USAGE_FEE', 40],
  ['INVOICE', 15],
  ['CORRECTION', 12],
  ['VAT', 6],
  ['PAYOUT_INVOICE', 6],
  ['WALLET', 6],
  ['RESERVE', 5],
  ['DEPOSIT', 5],
  ['CHARGEBACK', 5],
];

/** Types that go from the division income account to a seller; WALLET goes seller to seller; the rest to the division. */
const fromDivision = new Set<BalanceTransferType>(['CORRECTION', 'DEPOSIT']);

/**
 * The first of every month, early: some accounts get a direct deposit from the bank, and in a division with balance
 * transfers on, ops move money between sellers and the division income account (about `transferShare` of sellers a
 * month, so a large division's history is not mostly transfers).
 */
export function monthlyMoves(context: MoneyHistoryContext, at: Date, transferShare: number): void {
  const { random, division } = context;
  const sellers = division.sellers.filter((seller) => seller.createdAt < at);
  for (const seller of sellers) {
    if (random.chance(0.03)) deposit(context, at, seller.virtualAccountCode, random.int(50, 500) * 100);
  }
  if (random.chance(0.2)) deposit(context, at, division.incomeAccount, random.int(100, 1_000) * 100);
  if (!division.balanceTransfersEnabled) return;
  for (const seller of sellers) {
    if (!random.chance(transferShare)) continue;
    const type = random.weighted(transferKinds);
    const amount = random.int(5, 80) * 50;
    if (fromDivision.has(type)) transfer(context, at, type, division.incomeAccount, seller.virtualAccountCode, amount);
    else if (type === 'WALLET') {
      const other = random.pick(sellers);
      if (other !== seller) transfer(context, at, type, seller.virtualAccountCode, other.virtualAccountCode, amount);
    } else transfer(context, at, type, seller.virtualAccountCode, division.incomeAccount, amount);
  }
}

function deposit(context: MoneyHistoryContext, at: Date, virtualAccountCode: string, amount: number): void {
  const { book } = context;
  book.post(at, {
    type: 'DEPOSIT',
    status: 'CONFIRMED',
    description: 'Direct deposit',
    postings: [
      { world: book.world('BANK', moneyBank), amount: -amount },
      { virtualAccountCode, bucket: 'CONFIRMED', amount },
    ],
  });
}

const transferDescriptions: Record<BalanceTransferType, string> = {
  CORRECTION: 'Correction of a double commission',
  USAGE_FEE: 'Monthly usage fee',
  VAT: 'VAT on fees',
  CHARGEBACK: 'Chargeback costs',
  INVOICE: 'Marketplace invoice',
  PAYOUT_INVOICE: 'Payout invoice',
  WALLET: 'Wallet top-up between shops',
  DEPOSIT: 'Deposit returned',
  RESERVE: 'Rolling reserve',
};

/** A balance transfer as the fund service books it, when the source has the confirmed balance for it. */
function transfer(
  context: MoneyHistoryContext,
  at: Date,
  type: BalanceTransferType,
  from: string,
  to: string,
  amount: number,
): void {
  const { book, division } = context;
  if (book.balanceOf(from, 'CONFIRMED') < amount) return;
  const code = context.code('BT');
  const description = transferDescriptions[type];
  book.post(at, {
    type: 'BALANCE_TRANSFER',
    status: 'CONFIRMED',
    reference: code,
    description,
    postings: [
      { virtualAccountCode: from, bucket: 'CONFIRMED', amount: -amount },
      { virtualAccountCode: to, bucket: 'CONFIRMED', amount },
    ],
    transfer: {
      code,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      fromVirtualAccountCode: from,
      toVirtualAccountCode: to,
      amount,
      type,
      createdBy: moneyActor,
    },
  });
}
