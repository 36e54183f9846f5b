// The bank side of a busy division for the auto-matching benchmark: 100,000 open payout items (ACCEPTED, with their
// money on the sellers' payout balances) in 200 batches at the bank, one instructed a day, and 10,000 bank lines
// imported before them, each of a kind whose outcome is known: one naming its item by end-to-end id (FAILED at the
// import, the item unknown then), one within the rule of a whole batch or of one item, and the exceptions: one two
// items fit, two lines one item fits, one booked outside the date window.

import { createPspAdapterClient } from '@ops/core/api';
import { addIsoDays, formatIsoDate } from '@ops/core/dates';
import { inArray, sql } from 'drizzle-orm';
import { bankStatementLines, payoutBatches } from '../../../../db/schema/index.ts';
import { postTransaction } from '../../../../ledger/post-transaction.ts';
import { depositConfirmed } from '../../../../ledger/testing/ledger-fixtures.ts';
import { insertPayoutRequests, payoutRequestRows } from '../../../fund/payouts/testing/payout-request-rows.ts';
import type { PayoutDivision, PayoutTestKit } from '../../../fund/payouts/testing/payout-test-kit.ts';
import { type BookedPayment, paymentStatement } from '../../workbench/testing/payment-statement.ts';
import { divisionOf } from '../../workbench/testing/workbench-kit.ts';

const batchCount = 200;
const perBatch = 500;
const dayMs = 86_400_000;
/** The division's rule: 5 minor units either way, 2 days either side. Items are 10 apart, so ±4 fits one, +5 two. */
export const rule = { amountMinor: 5, amountPercent: null, dateWindowDays: 2 };

export type LineKind = 'reference' | 'batch' | 'item' | 'several' | 'twin' | 'outside';

/** A line as it was booked, and what auto-matching must make of it. */
export interface ExpectedLine {
  kind: LineKind;
  entryRef: string;
  amount: number;
  /** The items a match must hold (reference: the one it names; exceptions: none). */
  items: string[];
  /** The items' sum, which a match books. */
  itemsAmount: number;
}

export interface AutoMatchDataset {
  division: PayoutDivision;
  lines: (ExpectedLine & { code: string })[];
  itemCount: number;
}

/** Item `index`'s amount: every item a different one, 10 minor units apart. */
const amountOf = (index: number) => 1_000 + index * 10;

function batchesOf(division: PayoutDivision, tag: string) {
  const firstDay = Date.now() - batchCount * dayMs;
  return Array.from({ length: batchCount }, (_, index) => ({
    code: `PO-${tag}${String(index).padStart(4, '0')}`,
    merchantCode: division.merchantCode,
    divisionCode: division.divisionCode,
    currency: 'EUR',
    status: 'IN_PROGRESS' as const,
    instructedAt: new Date(firstDay + index * dayMs),
  }));
}

/**
 * The lines: each fifth batch (40) booked whole; of the other batches' items, every 16th within the rule (5,000),
 * 2,500 named by end-to-end id, 820 between two neighbours of one batch, 410 booked twice, 820 ten days late.
 */
function expectedLines(codes: string[], batchDays: string[]): (ExpectedLine & { payment: BookedPayment })[] {
  const lines: (ExpectedLine & { payment: BookedPayment })[] = [];
  const counts = { reference: 0, several: 0, twin: 0, outside: 0 };
  const dayOf = (index: number, offset: number) => addIsoDays(batchDays[Math.floor(index / perBatch)] ?? '', offset);
  const add = (kind: LineKind, index: number, amount: number, payment: Omit<BookedPayment, 'amount'>) => {
    const items = kind === 'item' || kind === 'reference' ? [codes[index] ?? ''] : [];
    const itemsAmount = items.length ? amountOf(index) : 0;
    lines.push({ kind, entryRef: '', amount, items, itemsAmount, payment: { amount, ...payment } });
  };
  for (let batch = 0; batch < batchCount; batch += 5) {
    const items = codes.slice(batch * perBatch, (batch + 1) * perBatch);
    const sum = items.reduce((total, _, offset) => total + amountOf(batch * perBatch + offset), 0);
    const delta = (batch % 11) - 5;
    const payment = { bookingDate: addIsoDays(batchDays[batch] ?? '', 1), count: perBatch };
    lines.push({
      kind: 'batch',
      entryRef: '',
      amount: sum + delta,
      items,
      itemsAmount: sum,
      payment: { ...payment, amount: sum + delta },
    });
  }
  let position = 0;
  for (let index = 0; index < codes.length; index += 1) {
    if (Math.floor(index / perBatch) % 5 === 0) continue;
    const slot = position % 16;
    position += 1;
    const amount = amountOf(index);
    if (slot === 0) add('item', index, amount + (index % 9) - 4, { bookingDate: dayOf(index, (index % 5) - 2) });
    else if (slot === 4 && counts.reference < 2_500) {
      counts.reference += 1;
      add('reference', index, amount, { bookingDate: dayOf(index, 0), endToEndId: codes[index] ?? '' });
    } else if (slot === 8 && counts.several < 820 && index % perBatch !== perBatch - 1) {
      counts.several += 1;
      add('several', index, amount + 5, { bookingDate: dayOf(index, 0) });
    } else if (slot === 12 && counts.twin < 410) {
      counts.twin += 1;
      add('twin', index, amount, { bookingDate: dayOf(index, 1) });
      add('twin', index, amount, { bookingDate: dayOf(index, -1) });
    } else if (slot === 2 && counts.outside < 820) {
      counts.outside += 1;
      add('outside', index, amount, { bookingDate: dayOf(index, 10) });
    }
  }
  return lines;
}

/** Each seller's items' sum deposited and moved onto its payout balance, as processing the items would have. */
async function fundItems(
  kit: PayoutTestKit,
  division: PayoutDivision,
  rows: { virtualAccountCode: string; amount: number }[],
) {
  const owed = new Map<string, number>();
  for (const row of rows) owed.set(row.virtualAccountCode, (owed.get(row.virtualAccountCode) ?? 0) + row.amount);
  await kit.platform.database.transaction(async (tx) => {
    for (const [virtualAccountCode, amount] of owed) {
      await depositConfirmed(tx, { virtualAccountCode, currency: division.currency, amount });
      await postTransaction(tx, {
        type: 'PAYOUT',
        status: 'PENDING',
        currency: division.currency,
        reference: `bench-${virtualAccountCode}`,
        postings: [
          { virtualAccountCode, bucket: 'CONFIRMED', amount: -amount },
          { virtualAccountCode, bucket: 'PAYOUT', amount },
        ],
      });
    }
  });
}

/** Imports the lines in statements of 2,500 and answers their codes by entry reference. */
async function importLines(
  kit: PayoutTestKit,
  payments: BookedPayment[],
): Promise<{ codes: Map<string, string>; refs: string[] }> {
  const refs: string[] = [];
  const fileCodes: string[] = [];
  for (let start = 0; start < payments.length; start += 2_500) {
    const { file, entryRefs } = paymentStatement(payments.slice(start, start + 2_500));
    fileCodes.push((await kit.reconciliation.importBankStatement({ body: { file } })).code);
    refs.push(...entryRefs);
  }
  const rows = await kit.platform.database.db
    .select({ code: bankStatementLines.code, entryKey: bankStatementLines.entryKey })
    .from(bankStatementLines)
    .where(inArray(bankStatementLines.fileCode, fileCodes));
  return { codes: new Map(rows.map((row) => [row.entryKey ?? '', row.code])), refs };
}

/**
 * The division (50 sellers, a PSP integration so its auto-reconciliation runs, the benchmark's rule), its lines
 * imported, then its items written straight into the tables as the seed writes them, with their money, and the
 * tables analysed as autovacuum would.
 */
export async function autoMatchDataset(kit: PayoutTestKit): Promise<AutoMatchDataset> {
  const division = await kit.division({ sellers: 50 });
  await createPspAdapterClient(kit.api).createPspIntegration({
    params: divisionOf(division),
    body: { provider: 'ADYEN', merchantAccount: `${division.divisionCode}-ACCOUNT` },
  });
  await kit.reconciliation.setToleranceRule({ params: divisionOf(division), body: rule });
  const itemCount = batchCount * perBatch;
  const batches = batchesOf(division, division.divisionCode.slice(-6));
  const rows = payoutRequestRows(division, itemCount, (index) => ({
    amount: amountOf(index),
    status: 'ACCEPTED',
    payoutCode: batches[Math.floor(index / perBatch)]?.code ?? '',
  }));
  const planned = expectedLines(
    rows.map((row) => row.code ?? ''),
    batches.map((batch) => formatIsoDate(batch.instructedAt)),
  );
  const { codes, refs } = await importLines(
    kit,
    planned.map((line) => line.payment),
  );
  await kit.platform.database.transaction((tx) => tx.insert(payoutBatches).values(batches));
  await insertPayoutRequests(kit, rows);
  await fundItems(
    kit,
    division,
    rows.map((row) => ({ virtualAccountCode: row.virtualAccountCode, amount: row.amount })),
  );
  for (const table of ['payout_requests', 'payout_batches', 'bank_statement_lines', 'virtual_accounts']) {
    await kit.platform.database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const lines = planned.map(({ payment: _, ...line }, index) => {
    const entryRef = refs[index] ?? '';
    return { ...line, entryRef, code: codes.get(entryRef) ?? `no line ${entryRef}` };
  });
  return { division, lines, itemCount };
}
