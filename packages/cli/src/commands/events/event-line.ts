import type { DivisionEvent } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import type { Locales } from '@ops/locales';

type Data = DivisionEvent['data'];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function moneyIn(data: Data, locale: Locales): string {
  return typeof data.amount === 'number' && typeof data.currency === 'string'
    ? formatMoney(data.amount, data.currency, locale)
    : '';
}

/** What an event says in a few words: its object's code, its status and its amount (codes and statuses as sent). */
const summaries: Record<string, (data: Data, locale: Locales) => string[]> = {
  'ledgerPosting.created': (data, locale) => [
    moneyIn(data, locale),
    text(data.bucket),
    text(data.virtualAccountCode),
    text(data.transactionType),
    text(data.reference ?? data.transactionCode),
  ],
  'payoutRequest.statusChanged': (data, locale) => [
    text(data.payoutRequestCode),
    text(data.status),
    moneyIn(data, locale),
  ],
  'accountHolder.statusChanged': (data) => [
    text(data.accountHolderCode),
    `${text(data.previousStatus)} → ${text(data.status)}`,
  ],
  'approvalRequest.statusChanged': (data, locale) => [
    text(data.approvalRequestCode),
    text(data.status),
    text(data.actionKind),
    moneyIn(data, locale),
  ],
};

/** One event as `ops events tail` prints it: time (UTC, to the second), type, id and summary, in columns. */
export function eventLine(event: DivisionEvent, locale: Locales): string {
  const summary = summaries[event.type]?.(event.data, locale) ?? [text(event.data.message)];
  const time = `${event.createdAt.slice(0, 19)}Z`;
  return `${time}  ${event.type.padEnd(29)} ${event.id.padEnd(16)} ${summary.filter(Boolean).join('  ')}\n`;
}
