-- The payout batches list's total from kept counts (issue 31): per merchant, division, UTC creation day, status and currency, counted once from the batches here and kept by statement triggers from now on.
CREATE TABLE "payout_batch_counts" (
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"batches" bigint NOT NULL,
	CONSTRAINT "payout_batch_counts_merchant_code_division_code_day_status_currency_pk" PRIMARY KEY("merchant_code","division_code","day","status","currency")
);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER payout_batches_counted_inserts AFTER INSERT ON payout_batches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batch_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payout_batches_counted_updates AFTER UPDATE ON payout_batches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batch_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payout_batches_counted_deletes AFTER DELETE ON payout_batches
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batch_counts_apply();
--> statement-breakpoint
INSERT INTO payout_batch_counts (merchant_code, division_code, day, status, currency, batches)
  SELECT merchant_code, division_code, (created_at AT TIME ZONE 'UTC')::date, status, currency, count(*)
  FROM payout_batches GROUP BY 1, 2, 3, 4, 5;
