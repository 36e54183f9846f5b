-- Keeps payout_batch_counts, the number of batches per merchant, division, UTC creation day, status and currency, in
-- step with payout_batches, per statement: the rows as they were are taken off their counts and the rows as they are
-- added to theirs, so a change of status moves its batch from one count to the other. The keys are written in order,
-- so two statements counting the same keys wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION payout_batch_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payout_batch_counts AS counts (merchant_code, division_code, day, status, currency, batches)
      SELECT merchant_code, division_code, (created_at AT TIME ZONE 'UTC')::date, status, currency, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (merchant_code, division_code, day, status, currency)
      DO UPDATE SET batches = counts.batches + excluded.batches;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO payout_batch_counts AS counts (merchant_code, division_code, day, status, currency, batches)
      SELECT merchant_code, division_code, (created_at AT TIME ZONE 'UTC')::date, status, currency, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (merchant_code, division_code, day, status, currency)
      DO UPDATE SET batches = counts.batches + excluded.batches;
  ELSE
    INSERT INTO payout_batch_counts AS counts (merchant_code, division_code, day, status, currency, batches)
      SELECT merchant_code, division_code, day, status, currency, sum(delta)
      FROM (
        SELECT merchant_code, division_code, (created_at AT TIME ZONE 'UTC')::date AS day, status, currency,
          -1 AS delta
        FROM old_rows
        UNION ALL
        SELECT merchant_code, division_code, (created_at AT TIME ZONE 'UTC')::date, status, currency, 1
        FROM new_rows
      ) AS moves
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (merchant_code, division_code, day, status, currency)
      DO UPDATE SET batches = counts.batches + excluded.batches;
  END IF;
  RETURN NULL;
END;
$$;
