import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

let opened: TestDatabase;

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened?.close();
});

describe('amount bands (amount_band_low, amount_band_width): the keys of the counts per amount band', () => {
  it('places every amount in exactly one band, the bands tiling the amounts without a gap or an overlap', async () => {
    // Every amount from -12,000 to 12,000 minor units, and those around each power of ten up to 10^15: each band
    // holds its own ends, and the amount after a band's highest starts the next band.
    const wrong = await selectRows<{ amount: string; low: string; high: string }>(
      opened.database.db,
      sql`with amounts as (
          select a::bigint as amount from generate_series(-12000, 12000) as a
          union all
          select sign * (power(10::numeric, k)::bigint + step) from generate_series(4, 15) as k,
            generate_series(-2, 2) as step, (values (1), (-1)) as signs(sign)
        ), banded as (
          select amount, amount_band_low(amount) as low, amount_band_low(amount) + amount_band_width(amount_band_low(amount)) - 1 as high
          from amounts
        )
        select amount::text, low::text, high::text from banded
        where not (low <= amount and amount <= high)
          or amount_band_low(high) <> low
          or amount_band_low(high + 1) <> high + 1
        limit 5`,
    );
    expect(wrong).toEqual([]);
  });

  it('makes the bands as wide as the amount’s first two digits allow', async () => {
    const [bands] = await selectRows<Record<string, string>>(
      opened.database.db,
      sql`select amount_band_low(7)::text as "7", amount_band_low(1234)::text as "1234",
          amount_band_low(-1234)::text as "-1234", amount_band_width(-1234)::text as "width -1234",
          amount_band_low(100050)::text as "100050"`,
    );
    expect(bands).toEqual({ '7': '7', '1234': '1200', '-1234': '-1299', 'width -1234': '100', '100050': '100000' });
  });
});
