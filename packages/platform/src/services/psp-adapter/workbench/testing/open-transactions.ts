import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import type { SplitShop } from '../../../fund/splits/testing/split-test-kit.ts';
import type { PspTestKit } from '../../testing/psp-test-kit.ts';

/** An open payment as the bench reads it back: its code, amount and references. */
export interface OpenPayment {
  code: string;
  amount: number;
  pspReference: string;
  reference: string;
}

/** Payments a statement writes: a server's statement timeout is never near. */
const chunk = 10_000;

/**
 * `count` open payments (PENDING, not reconciled) of the shop's division, one every half hour back from now, written
 * straight into the table with INSERT ... SELECT as the bulk transactions are (no shares and no money behind them: for
 * reading only) in statements of 10,000, and the table analysed as autovacuum would: what the PSP workbench's candidates are read among.
 * Answers every 500th payment, to name in report lines.
 */
export async function openPayments(kit: PspTestKit, shop: SplitShop, count: number): Promise<OpenPayment[]> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const seller = shop.sellers[0] ?? '';
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await kit.platform.database.transaction((tx) =>
      tx.execute(sql`
      insert into split_transactions (code, type, subtype, status, merchant_code, division_code, currency,
        total_amount, division_amount, psp, psp_reference, payment_method, reference, order_number, seller_count,
        primary_account_holder_code, created_by, created_at, updated_at)
      select 'SP-' || ${tag} || lpad(g::text, 7, '0'), 'PAYMENT', 'SPLIT', 'PENDING', ${shop.merchantCode},
        ${shop.divisionCode}, 'EUR', 1000 + (g::bigint * 7919) % 100000, 0, 'ADYEN',
        'PSP-' || ${tag} || upper(substr(md5(g::text), 1, 12)), (array['IDEAL', 'CARD', 'BANCONTACT'])[1 + g % 3],
        'REF-' || ${tag} || lpad(g::text, 7, '0'), 'ORD-' || ${tag} || g, 1, ${seller}, 'ops@sandbox.test',
        now() - g * interval '30 minutes', now() - g * interval '30 minutes'
      from generate_series(${from}::int, ${to}::int) as g`),
    );
  }
  await kit.platform.database.db.execute(sql`vacuum analyze split_transactions`);
  const picked = await selectRows<{ code: string; amount: string; psp_reference: string; reference: string }>(
    kit.platform.database.db,
    sql`
    select code, total_amount::text as amount, psp_reference, reference from split_transactions
    where code like ${`SP-${tag}%`} and right(code, 3) in ('000', '500') order by code`,
  );
  return picked.map((row) => ({
    code: row.code,
    amount: Number(row.amount),
    pspReference: row.psp_reference,
    reference: row.reference,
  }));
}
