-- Keeps split_transaction_amount_counts, the number of transactions per division, currency and amount band, in step
-- with split_transactions, per statement: the rows as they were are taken off their bands and the rows as they are
-- added to theirs (an update that moves no amount, currency or division nets to nothing and writes nothing). The keys
-- are written in order, so two statements counting the same bands wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION split_transaction_amount_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO split_transaction_amount_counts AS counts (division_code, currency, band_low, band_high, transactions)
      SELECT division_code, currency, band_low, band_low + amount_band_width(band_low) - 1, count(*)
      FROM (SELECT division_code, currency, amount_band_low(total_amount) AS band_low FROM new_rows) AS banded
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (division_code, currency, band_low)
      DO UPDATE SET transactions = counts.transactions + excluded.transactions;
  ELSE
    INSERT INTO split_transaction_amount_counts AS counts (division_code, currency, band_low, band_high, transactions)
      SELECT division_code, currency, band_low, band_low + amount_band_width(band_low) - 1, sum(delta)
      FROM (
        SELECT division_code, currency, amount_band_low(total_amount) AS band_low, -1 AS delta FROM old_rows
        UNION ALL
        SELECT division_code, currency, amount_band_low(total_amount), 1 FROM new_rows
      ) AS moves
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (division_code, currency, band_low)
      DO UPDATE SET transactions = counts.transactions + excluded.transactions;
  END IF;
  RETURN NULL;
END;
$$;
