-- Keeps payout_batch_amount_counts, the number of payout batches per merchant, division, currency, status and band of
-- their total, in step with payout_batches, per statement: the rows as they were are taken off their bands and the
-- rows as they are added to theirs, so an item joining, leaving or cancelled in a batch (whose trigger moves
-- items_total) and a change of status move the batch between bands (an update that moves none of these nets to
-- nothing and writes nothing). The keys are written in order, so two statements counting the same bands wait for
-- each other rather than deadlock.
CREATE OR REPLACE FUNCTION payout_batch_amount_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payout_batch_amount_counts AS counts
        (division_code, currency, band_low, status, merchant_code, band_high, batches)
      SELECT division_code, currency, band_low, status, merchant_code, band_low + amount_band_width(band_low) - 1,
        count(*)
      FROM (SELECT division_code, currency, amount_band_low(items_total) AS band_low, status, merchant_code
        FROM new_rows) AS banded
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (division_code, currency, band_low, status, merchant_code)
      DO UPDATE SET batches = counts.batches + excluded.batches;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO payout_batch_amount_counts AS counts
        (division_code, currency, band_low, status, merchant_code, band_high, batches)
      SELECT division_code, currency, band_low, status, merchant_code, band_low + amount_band_width(band_low) - 1,
        -count(*)
      FROM (SELECT division_code, currency, amount_band_low(items_total) AS band_low, status, merchant_code
        FROM old_rows) AS banded
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (division_code, currency, band_low, status, merchant_code)
      DO UPDATE SET batches = counts.batches + excluded.batches;
  ELSE
    INSERT INTO payout_batch_amount_counts AS counts
        (division_code, currency, band_low, status, merchant_code, band_high, batches)
      SELECT division_code, currency, band_low, status, merchant_code, band_low + amount_band_width(band_low) - 1,
        sum(delta)
      FROM (
        SELECT division_code, currency, amount_band_low(items_total) AS band_low, status, merchant_code, -1 AS delta
        FROM old_rows
        UNION ALL
        SELECT division_code, currency, amount_band_low(items_total), status, merchant_code, 1 FROM new_rows
      ) AS moves
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (division_code, currency, band_low, status, merchant_code)
      DO UPDATE SET batches = counts.batches + excluded.batches;
  END IF;
  RETURN NULL;
END;
$$;
