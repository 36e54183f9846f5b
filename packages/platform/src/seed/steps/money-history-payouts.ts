import { calendarDayOf, formatIsoDate } from '@ops/core/dates';
import { i18nObject } from '@ops/locales';
import type { MoneyPayee } from './money-history-accounts.ts';
import type { BankLineRow, PayoutRequestRow } from './money-history-book.ts';
import { dayMs, hourMs, later, type MoneyHistoryContext, moneyActor, moneyBank } from './money-history-context.ts';

const returnedByBank = i18nObject('en').payouts.wire.returnedByBank();

/** The smallest confirmed balance a scheduled payout bothers with, in minor units. */
const smallestPayout = 1_000;

/** A share of the items the bank sends back. */
const bounceRate = 0.015;

interface PayoutItem {
  request: PayoutRequestRow;
  virtualAccountCode: string;
  amount: number;
}

interface PayoutCandidate {
  virtualAccountCode: string;
  accountHolderCode: string | null;
  payee: MoneyPayee;
}

/** Who in the division can be paid out, the division itself first, then its sellers from `rotation` on. */
function candidates(context: MoneyHistoryContext, at: Date, rotation: number): PayoutCandidate[] {
  const { division } = context;
  const sellers: PayoutCandidate[] = division.sellers.flatMap((seller) =>
    seller.payee && seller.createdAt < at
      ? [
          {
            virtualAccountCode: seller.virtualAccountCode,
            accountHolderCode: seller.accountHolderCode,
            payee: seller.payee,
          },
        ]
      : [],
  );
  const start = sellers.length === 0 ? 0 : rotation % sellers.length;
  const rotated = [...sellers.slice(start), ...sellers.slice(0, start)];
  return division.divisionPayee
    ? [
        { virtualAccountCode: division.incomeAccount, accountHolderCode: null, payee: division.divisionPayee },
        ...rotated,
      ]
    : rotated;
}

function requestRow(
  context: MoneyHistoryContext,
  candidate: PayoutCandidate,
  amount: number,
  at: Date,
): PayoutRequestRow {
  const { division } = context;
  return {
    code: context.code('PR'),
    merchantCode: division.merchantCode,
    divisionCode: division.divisionCode,
    accountHolderCode: candidate.accountHolderCode,
    virtualAccountCode: candidate.virtualAccountCode,
    externalAccountCode: candidate.payee.externalAccountCode,
    iban: candidate.payee.iban,
    creditorName: candidate.payee.creditorName,
    amount,
    sourceCurrency: division.currency,
    targetCurrency: division.currency,
    status: 'WAITING',
    type: 'SCHEDULED',
    description: null,
    failureReason: null,
    payoutCode: null,
    regeneratedFromCode: null,
    createdBy: moneyActor,
    createdAt: at,
    processedAt: null,
    settledAt: null,
    updatedAt: at,
  };
}

/**
 * The division's scheduled payout run: up to `quota` accounts are paid out their whole confirmed balance, each
 * request accepted at once (confirmed to payout balance) into one batch that ops approve and instruct within two
 * hours; the bank settles it the next morning. Answers how many requests it made.
 */
export function payoutRun(context: MoneyHistoryContext, at: Date, quota: number, rotation: number): number {
  const { book, division } = context;
  const items: PayoutItem[] = [];
  const payoutCode = context.code('PO');
  const acceptedAt = later(at, 5 * 60_000);
  for (const candidate of candidates(context, at, rotation)) {
    if (items.length >= quota) break;
    const amount = book.balanceOf(candidate.virtualAccountCode, 'CONFIRMED');
    if (amount < smallestPayout) continue;
    const request = requestRow(context, candidate, amount, at);
    Object.assign(request, { status: 'ACCEPTED', payoutCode, processedAt: acceptedAt, updatedAt: acceptedAt });
    book.post(acceptedAt, {
      type: 'PAYOUT',
      status: 'PENDING',
      reference: request.code,
      postings: [
        { virtualAccountCode: candidate.virtualAccountCode, bucket: 'CONFIRMED', amount: -amount },
        { virtualAccountCode: candidate.virtualAccountCode, bucket: 'PAYOUT', amount },
      ],
    });
    items.push({ request, virtualAccountCode: candidate.virtualAccountCode, amount });
  }
  if (items.length === 0) return 0;
  const instructedAt = later(at, 90 * 60_000);
  const settledAt = later(calendarDayOf(at), dayMs + 10 * hourMs);
  context.queue.schedule(settledAt, () => {
    let returned = 0;
    for (const item of items) {
      const bounced = context.random.chance(bounceRate);
      if (bounced) returned += 1;
      settleItem(context, item, settledAt, bounced, payoutCode);
    }
    book.rows.batches.push({
      code: payoutCode,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      currency: division.currency,
      status: returned === 0 ? 'COMPLETE' : returned === items.length ? 'FAILED' : 'PARTIALLY_FAILED',
      approvedBy: moneyActor,
      approvedAt: later(at, hourMs),
      instructedBy: moneyActor,
      instructedAt,
      requestedExecutionDate: formatIsoDate(instructedAt),
      sepaXml: null,
      cancelledBy: null,
      cancelledAt: null,
      createdAt: acceptedAt,
      updatedAt: settledAt,
    });
    // The batch goes in first: its requests and their bank lines point at it.
    const requestRows = items.map((item) => item.request);
    book.rows.requests.push(...requestRows);
    book.rows.lines.push(...items.map((item) => bankLine(context, item, payoutCode, settledAt)));
  });
  return items.length;
}

/** The bank's statement line settles the item: paid out to the bank, or sent back onto the confirmed balance. */
function settleItem(
  context: MoneyHistoryContext,
  item: PayoutItem,
  at: Date,
  bounced: boolean,
  payoutCode: string,
): void {
  const { book } = context;
  const { request, virtualAccountCode, amount } = item;
  const code = request.code as string;
  book.post(at, {
    type: bounced ? 'PAYOUT_RETURN' : 'PAYOUT',
    status: bounced ? 'CONFIRMED' : 'PROCESSED',
    reference: code,
    postings: bounced
      ? [
          { virtualAccountCode, bucket: 'PAYOUT', amount: -amount },
          { virtualAccountCode, bucket: 'CONFIRMED', amount },
        ]
      : [
          { virtualAccountCode, bucket: 'PAYOUT', amount: -amount },
          { world: book.world('BANK', moneyBank), amount },
        ],
  });
  Object.assign(request, {
    status: bounced ? 'RETURNED' : 'PROCESSED',
    failureReason: bounced ? returnedByBank : null,
    payoutCode,
    settledAt: at,
    updatedAt: at,
  });
}

function bankLine(context: MoneyHistoryContext, item: PayoutItem, payoutCode: string, at: Date): BankLineRow {
  return {
    code: context.code('BL'),
    bankName: moneyBank,
    type: item.request.status === 'RETURNED' ? 'RETURNED_TRANSACTION' : 'CONFIRMED_TRANSACTION',
    currency: context.division.currency,
    amount: item.amount,
    reference: item.request.code as string,
    payoutCode,
    creditorIban: item.request.iban ?? null,
    status: 'RECONCILED',
    payoutRequestCode: item.request.code as string,
    failureReason: null,
    allocatedBy: moneyActor,
    allocatedAt: at,
    bookedAt: later(at, -hourMs),
  };
}

/**
 * Payout requests asked for shortly before the horizon and not processed yet: they move no money. A complete
 * payout asks the confirmed balance; an account with little on it asks a partial amount it may not cover.
 */
export function waitingRequests(context: MoneyHistoryContext, count: number, rotation: number): void {
  const { book, random, horizon } = context;
  const pool = candidates(context, horizon, rotation);
  for (let index = 0; index < count && pool.length > 0; index += 1) {
    const candidate = pool[index % pool.length] as PayoutCandidate;
    const balance = book.balanceOf(candidate.virtualAccountCode, 'CONFIRMED');
    const at = later(horizon, -random.int(1, 72) * hourMs);
    const amount = balance >= smallestPayout ? balance : random.int(10, 100) * 100;
    book.rows.requests.push({ ...requestRow(context, candidate, amount, at), type: 'MANUAL' });
  }
}
