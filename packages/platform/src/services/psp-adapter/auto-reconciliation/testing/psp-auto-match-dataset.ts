// The PSP side of a busy division for the auto-matching benchmark: 100,000 open payments (PENDING, with their shares
// and their money on the seller's and the division's pending balances), one a day over 300 days back, 10 minor units
// apart, and a settlement report of 10,000 lines naming none of them (each left UNALLOCATED by its import), each of
// a kind whose outcome is known: one within the rule of one payment (7,000), one between two payments (1,000), one
// booked outside the date window (1,000), and two lines one payment fits (500 pairs).

import { randomBytes } from 'node:crypto';
import { createApiClient, createReconciliationClient } from '@ops/core/api';
import { addIsoDays } from '@ops/core/dates';
import { toMajorString } from '@ops/core/money';
import { asc, eq, sql } from 'drizzle-orm';
import { pspReportLines } from '../../../../db/schema/index.ts';
import { postTransaction } from '../../../../ledger/post-transaction.ts';
import { worldAccount } from '../../../../ledger/world-account.ts';
import { opsEmail, type SplitShop } from '../../../fund/splits/testing/split-test-kit.ts';
import { csvFile, type PspTestKit, reportOf } from '../../testing/psp-test-kit.ts';
import { divisionOf, today } from '../../workbench/testing/psp-workbench-kit.ts';

const paymentCount = 100_000;
/** Payments a statement writes: a server's statement timeout is never near. */
const chunk = 10_000;
const spreadDays = 300;
/** The division's rule: 5 minor units either way, 2 days either side. Payments are 10 apart: ±4 fits one, +5 two. */
export const pspRule = { amountMinor: 5, amountPercent: null, dateWindowDays: 2 };

export type PspLineKind = 'tolerance' | 'several' | 'outside' | 'twin';

/** A report line as it was booked, and what auto-matching must make of it. */
export interface ExpectedReportLine {
  kind: PspLineKind;
  code: string;
  gross: number;
  /** The payment a match must hold (tolerance lines), with its amount and the net its seller's share moves. */
  payment?: { code: string; amount: number; net: number };
}

export interface PspAutoMatchDataset {
  shop: SplitShop;
  lines: ExpectedReportLine[];
  paymentCount: number;
}

/** Payment `g`'s amount: every payment a different one, 10 minor units apart; its share's fees are a tenth. */
const amountOf = (g: number) => 1_000 + g * 10;
const feesOf = (amount: number) => Math.floor(amount / 10);
const dayOf = (base: string, g: number) => addIsoDays(base, -(1 + (g % spreadDays)));

/** The payments, straight into the tables as the bulk transactions are, and their money through the ledger once. */
async function writePayments(kit: PspTestKit, shop: SplitShop, tag: string, base: string) {
  const seller = shop.sellers[0] ?? '';
  const sellerAccount = shop.sellerAccounts[0] ?? '';
  const codeOf = sql`'SP-' || ${tag} || lpad(g::text, 7, '0')`;
  for (let from = 1; from <= paymentCount; from += chunk) {
    const to = Math.min(paymentCount, from + chunk - 1);
    const series = sql`generate_series(${from}::int, ${to}::int) as g`;
    await kit.platform.database.transaction(async (tx) => {
      await tx.execute(sql`
        insert into split_transactions (code, type, subtype, status, merchant_code, division_code, currency,
          total_amount, division_amount, psp, psp_reference, payment_method, reference, order_number, seller_count,
          primary_account_holder_code, created_by, created_at, updated_at)
        select ${codeOf}, 'PAYMENT', 'SPLIT', 'PENDING', ${shop.merchantCode}, ${shop.divisionCode}, 'EUR',
          1000 + g::bigint * 10, (1000 + g::bigint * 10) / 10, 'ADYEN', 'PSP-' || ${tag} || lpad(g::text, 7, '0'),
          'CARD', 'REF-' || ${tag} || g, 'ORD-' || ${tag} || g, 1, ${seller}, 'ops@sandbox.test', at, at
        from ${series}, lateral (select (${base}::date - (1 + g % ${spreadDays}) + time '12:00')::timestamp
          at time zone 'UTC' as at) as made`);
      await tx.execute(sql`
        insert into split_shares (transaction_code, position, account_holder_code, virtual_account_code, amount, fees)
        select ${codeOf}, 0, ${seller}, ${sellerAccount}, 1000 + g::bigint * 10, (1000 + g::bigint * 10) / 10
        from ${series}`);
    });
  }
  let total = 0;
  let fees = 0;
  for (let g = 1; g <= paymentCount; g += 1) {
    total += amountOf(g);
    fees += feesOf(amountOf(g));
  }
  await kit.platform.database.transaction(async (tx) =>
    postTransaction(tx, {
      type: 'SPLIT',
      status: 'PENDING',
      currency: 'EUR',
      reference: `bench-${tag}`,
      postings: [
        { worldAccount: await worldAccount(tx, { kind: 'PSP', name: 'ADYEN', currency: 'EUR' }), amount: -total },
        { virtualAccountCode: sellerAccount, bucket: 'PENDING', amount: total - fees },
        { virtualAccountCode: shop.incomeAccount, bucket: 'PENDING', amount: fees },
      ],
    }),
  );
  await kit.platform.database.db.execute(sql`vacuum analyze split_transactions`);
  await kit.platform.database.db.execute(sql`vacuum analyze split_shares`);
}

/** The lines planned: payment `g` of each, its gross and booking day. */
function plannedLines(tag: string, base: string) {
  const lines: { kind: PspLineKind; g: number; gross: number; day: string }[] = [];
  for (let k = 1; k <= 9_500; k += 1) {
    const g = k * 10;
    const amount = amountOf(g);
    const day = dayOf(base, g);
    if (k <= 7_000)
      lines.push({ kind: 'tolerance', g, gross: amount + (k % 9) - 4, day: addIsoDays(day, (k % 5) - 2) });
    else if (k <= 8_000) lines.push({ kind: 'several', g, gross: amount + 5, day });
    else if (k <= 9_000) lines.push({ kind: 'outside', g, gross: amount, day: addIsoDays(day, -10) });
    else {
      lines.push({ kind: 'twin', g, gross: amount, day: addIsoDays(day, 1) });
      lines.push({ kind: 'twin', g, gross: amount, day: addIsoDays(day, -1) });
    }
  }
  return lines.map((line) => ({ ...line, payment: `SP-${tag}${String(line.g).padStart(7, '0')}` }));
}

/**
 * The division (two sellers, an Adyen integration whose report of today was fetched already, so its run fetches
 * nothing, the benchmark's rule), its payments written with their money, and its report of 10,000 lines imported.
 */
export async function pspAutoMatchDataset(kit: PspTestKit): Promise<PspAutoMatchDataset> {
  const { shop, integration } = await kit.integratedShop();
  await kit.psp.retriggerPspIntegration({
    params: { ...divisionOf(shop), integrationCode: integration.code },
    body: { from: today(), to: today() },
  });
  const token = await kit.platform.tokenFor(opsEmail);
  await createReconciliationClient(
    createApiClient({ baseUrl: `${kit.platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  ).setToleranceRule({ params: divisionOf(shop), body: pspRule });
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const base = today();
  await writePayments(kit, shop, tag, base);
  const planned = plannedLines(tag, base);
  const report = reportOf(
    planned.map((line, index) => {
      const commission = Math.floor(line.gross / 100);
      return {
        merchantAccount: integration.merchantAccount,
        pspReference: `LOST-${tag}-${index}`,
        type: 'Settled',
        grossCurrency: 'EUR',
        grossCredit: toMajorString(line.gross, 'EUR'),
        netCredit: toMajorString(line.gross - commission, 'EUR'),
        netCurrency: 'EUR',
        commission: toMajorString(commission, 'EUR'),
        batchNumber: `AM-${tag}`,
        bookingDate: line.day,
      };
    }),
  );
  // Writing the payments takes a while: the server has closed the client's idle connection by now, and only a GET is
  // tried again on a closed one, so one goes first.
  await kit.psp.listPspIntegrations({ params: divisionOf(shop) });
  const imported = await kit.psp.importPspSettlement({
    params: { ...divisionOf(shop), integrationCode: integration.code },
    body: { file: csvFile(report) },
  });
  const rows = await kit.platform.database.db
    .select({ code: pspReportLines.code, status: pspReportLines.status })
    .from(pspReportLines)
    .where(eq(pspReportLines.executionId, imported.executionId))
    .orderBy(asc(pspReportLines.lineNumber));
  if (rows.length !== planned.length || rows.some((row) => row.status !== 'UNALLOCATED')) {
    throw new Error(`the report's ${rows.length} lines are not all unallocated`);
  }
  await kit.platform.database.db.execute(sql`vacuum analyze psp_report_lines`);
  const lines = planned.map((line, index): ExpectedReportLine => {
    const code = rows[index]?.code ?? '';
    if (line.kind !== 'tolerance') return { kind: line.kind, code, gross: line.gross };
    const amount = amountOf(line.g);
    return {
      kind: line.kind,
      code,
      gross: line.gross,
      payment: { code: line.payment, amount, net: amount - feesOf(amount) },
    };
  });
  return { shop, lines, paymentCount };
}
