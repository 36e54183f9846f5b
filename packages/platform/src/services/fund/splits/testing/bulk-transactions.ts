import { type SQL, sql } from 'drizzle-orm';
import { codeAlphabet } from '../../../../db/codes.ts';
import type { Database } from '../../../../db/database.ts';
import { countedCodeStart } from '../../../../db/list-query/code-start-counts.ts';
import { type SqlRunner, selectRows } from '../../../../ledger/sql-rows.ts';

/**
 * Transactions a statement: each statement answers within the platform's silence limit (`watchedSocket`, 10 s) on a
 * loaded 2-core machine, counts, amount bands and code starts kept by its triggers included.
 */
const chunk = 10_000;
const otherDivisions = 39;
const sellersPerDivision = 50;
const bigDivisionSellers = 1_000;

/** The merchant of the bulk transactions and its largest division, which holds 40% of them. */
export const bulkTransactionsScope = { merchantCode: 'M-BULK-TX', divisionCode: 'D-BULK-TX-BIG' };
export const bulkBigDivisionShare = 0.4;

const { merchantCode, divisionCode: bigDivision } = bulkTransactionsScope;

const divisionOf = (group: string) =>
  `case when (${group}) % 5 < 2 then '${bigDivision}' else 'D-BULK-TX-' || lpad(((${group}) % ${otherDivisions} + 1)::text, 2, '0') end`;

/**
 * A code in the platform's form (`newCode`): its kind and 12 characters of Crockford's base 32, each a byte of
 * `drawn` (an md5 of the transaction's number, so every run writes the same codes) modulo 32, as `newCode` draws them.
 */
const codeOf = (kind: string, drawn: string) =>
  `'${kind}-' || ${Array.from({ length: 12 }, (_, index) => `substr('${codeAlphabet}', 1 + get_byte(${drawn}, ${index}) % 32, 1)`).join(' || ')}`;

function insertParties(): SQL[] {
  return [
    `insert into merchants (code, display_name, default_kyc_tier, country_code)
    values ('${merchantCode}', 'Bulk transactions merchant', 'ADVANCED_KYC', 'NLD')`,
    `insert into divisions (code, merchant_code, display_name, kyc_tier)
    select division, '${merchantCode}', 'Bulk division ' || division, 'ADVANCED_KYC'
    from (select '${bigDivision}' as division union all
      select 'D-BULK-TX-' || lpad(n::text, 2, '0') from generate_series(1, ${otherDivisions}) as n) as listed`,
    `insert into account_holders (code, merchant_code, division_code, name, email, legal_form)
    select 'AH-' || code || '-' || n, merchant_code, code, 'Bulk seller ' || n,
      'seller' || n || '.' || lower(code) || '@sandbox.test', 'INDIVIDUAL'
    from divisions, generate_series(1, ${bigDivisionSellers}) as n
    where merchant_code = '${merchantCode}'
      and n <= case when code = '${bigDivision}' then ${bigDivisionSellers} else ${sellersPerDivision} end`,
  ].map((statement) => sql.raw(statement));
}

/**
 * Transactions `from` to `to`. Every twenty in a row share a division and form a payment group: numbers 0 to 15 of
 * it are payments, 16 to 18 refunds and 19 a chargeback of the group's first payment. Newest first by number, one
 * every 31.5 seconds, so a million span a year.
 */
function insertTransactions(from: number, to: number): SQL {
  return sql.raw(`
    insert into split_transactions (code, type, subtype, status, merchant_code, division_code, currency,
      total_amount, division_amount, psp, psp_reference, payment_method, reference, order_number,
      payment_code, taken_from, seller_count, primary_account_holder_code, reconciled_at, reconciled_by,
      cancelled_at, created_by, created_at, updated_at)
    select code, type, subtype, status, '${merchantCode}', division, 'EUR',
      total, total / 10, psp, 'PSP-' || upper(substr(md5(g::text), 1, 16)), method,
      'REF-' || lpad(g::text, 8, '0'), 'ORD-' || ((g::bigint * 7919) % 9000000 + 1000000)::text,
      case when type = 'PAYMENT' then null else ${codeOf('SP', 'payment_drawn')} end,
      case when type = 'PAYMENT' then null else 'CONFIRMED' end,
      1 + g % 3,
      'AH-' || division || '-' || (1 + (g * 13) % (case when division = '${bigDivision}' then ${bigDivisionSellers} else ${sellersPerDivision} end)),
      case when status in ('RECONCILED', 'PARTIALLY_REFUNDED', 'REFUNDED') then created + interval '2 days' end,
      case when status in ('RECONCILED', 'PARTIALLY_REFUNDED', 'REFUNDED') then 'PSP_REPORT' end,
      case when status = 'CANCELLED' then created + interval '1 hour' end,
      'ops@sandbox.test', created, created
    from (
      select g, drawn, payment_drawn,
        case when g % 20 < 16 then ${codeOf('SP', 'drawn')} when g % 20 < 19 then ${codeOf('SR', 'drawn')}
          else ${codeOf('CB', 'drawn')} end as code,
        case when g % 20 < 16 then 'PAYMENT' when g % 20 < 19 then 'REFUND' else 'CHARGEBACK' end as type,
        case when g % 20 < 16 then 'SPLIT' when g % 40 < 20 then 'PARTIAL' else 'FULL' end as subtype,
        case when g % 20 < 16 then (array['PENDING', 'PENDING', 'RECONCILED', 'RECONCILED', 'RECONCILED',
            'RECONCILED', 'RECONCILED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CANCELLED', 'PENDING_REFUND'])[1 + (g / 20) % 11]
          else (array['PENDING', 'RECONCILED', 'RECONCILED', 'RECONCILED', 'CANCELLED'])[1 + (g / 20) % 5] end as status,
        ${divisionOf('g / 20')} as division,
        1000 + (g::bigint * 7919) % 100000 as total,
        (array['ADYEN', 'MOLLIE', 'STRIPE'])[1 + g % 3] as psp,
        (array['IDEAL', 'CARD', 'BANCONTACT', 'SEPA_DIRECT_DEBIT'])[1 + g % 4] as method,
        now() - (g * interval '31.5 seconds') as created
      from (select g, decode(md5(g::text), 'hex') as drawn, decode(md5((g - g % 20 + 1)::text), 'hex') as payment_drawn
        from generate_series(${from}, ${to}) as g) as numbered
    ) as generated`);
}

/**
 * Writes `count` payments, refunds and chargebacks of one merchant in 40 divisions straight into the tables, in
 * every status and type, with INSERT ... SELECT over generate_series in chunks of 10,000: for benchmarks of the
 * transactions list, which reads only the transaction rows and their first seller. Their shares and ledger postings
 * are left out, so they move no balance. The statement triggers keep the counts; the tables are vacuumed after.
 */
export async function writeBulkTransactions(
  database: Database,
  count: number,
  onProgress: (written: number) => void = () => {},
): Promise<void> {
  await database.transaction(async (tx) => {
    for (const statement of insertParties()) await tx.execute(statement);
  });
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await database.transaction((tx) => tx.execute(insertTransactions(from, to)));
    if (to % 100_000 === 0 || to === count) onProgress(to);
  }
  // Sets the visibility map too, which index-only scans need (PGlite runs no autovacuum). The large table first, on
  // its own, so neither statement runs past the silence limit; the rest then skips its pages already all visible.
  await database.db.execute(sql`vacuum analyze split_transactions`);
  await database.db.execute(sql`vacuum analyze`);
}

/** Where the counts the triggers keep differ from the transactions they count; empty when they agree. */
export function transactionCountDrift(runner: SqlRunner): Promise<Record<string, unknown>[]> {
  return selectRows(
    runner,
    sql`select division_code, day, filter_status, type, currency, counted.transactions as counted,
        kept.transactions as kept
      from (select division_code, (created_at at time zone 'UTC')::date as day, filter_status, type, currency,
          count(*)::bigint as transactions
        from split_transactions group by 1, 2, 3, 4, 5) counted
      full join (select * from split_transaction_counts where transactions <> 0) kept
        using (division_code, day, filter_status, type, currency)
      where counted.transactions is distinct from kept.transactions
      limit 10`,
  );
}

/** Where the counts per amount band differ from the transactions they count; empty when they agree. */
export function transactionAmountCountDrift(runner: SqlRunner): Promise<Record<string, unknown>[]> {
  return selectRows(
    runner,
    sql`select division_code, currency, band_low, counted.transactions as counted, kept.transactions as kept
      from (select division_code, currency, amount_band_low(total_amount) as band_low, count(*)::bigint as transactions
        from split_transactions group by 1, 2, 3) counted
      full join (select * from split_transaction_amount_counts where transactions <> 0) kept
        using (division_code, currency, band_low)
      where counted.transactions is distinct from kept.transactions
        or kept.band_high <> kept.band_low + amount_band_width(kept.band_low) - 1
      limit 10`,
  );
}

/** Where the counts per code start differ from the transactions they count; empty when they agree. */
export function transactionCodeCountDrift(runner: SqlRunner): Promise<Record<string, unknown>[]> {
  return selectRows(
    runner,
    sql`select division_code, code_start, counted.transactions as counted, kept.transactions as kept
      from (select division_code, left(lower(code), size) as code_start, count(*)::bigint as transactions
        from split_transactions cross join generate_series(1, ${countedCodeStart}) as size
        where size <= length(code) group by 1, 2) counted
      full join split_transaction_code_counts kept using (division_code, code_start)
      where counted.transactions is distinct from kept.transactions
      limit 10`,
  );
}
