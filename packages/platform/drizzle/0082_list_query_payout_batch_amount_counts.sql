-- The payout batches list query's amount ranges counted by band: the kept counts per merchant, division, currency, status and band of the batch's total, their triggers, counted from the batches; and the batches of currencies without two decimals indexed apart.
CREATE TABLE "payout_batch_amount_counts" (
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"band_low" bigint NOT NULL,
	"band_high" bigint NOT NULL,
	"batches" bigint NOT NULL,
	CONSTRAINT "payout_batch_amount_counts_pk" PRIMARY KEY("division_code","currency","band_low","status","merchant_code")
);
--> statement-breakpoint
CREATE INDEX "payout_batches_division_items_total_idx" ON "payout_batches" USING btree ("division_code","items_total","currency");--> statement-breakpoint
CREATE INDEX "payout_batches_other_digits_items_total_idx" ON "payout_batches" USING btree ("currency","items_total") WHERE "payout_batches"."currency" in ('AFN', 'ALL', 'AMD', 'BIF', 'BYR', 'CLP', 'COP', 'CRC', 'DJF', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'JPY', 'KMF', 'KPW', 'KRW', 'LAK', 'LBP', 'MGA', 'MMK', 'MRO', 'MUR', 'PKR', 'PYG', 'RSD', 'RWF', 'SLL', 'SOS', 'STD', 'SYP', 'TZS', 'UGX', 'UZS', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'YER', 'ZMK', 'BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND');--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER payout_batches_amount_counted_inserts AFTER INSERT ON payout_batches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batch_amount_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payout_batches_amount_counted_updates AFTER UPDATE ON payout_batches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batch_amount_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payout_batches_amount_counted_deletes AFTER DELETE ON payout_batches
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batch_amount_counts_apply();
--> statement-breakpoint
INSERT INTO payout_batch_amount_counts (division_code, currency, band_low, status, merchant_code, band_high, batches)
  SELECT division_code, currency, band_low, status, merchant_code, band_low + amount_band_width(band_low) - 1, count(*)
  FROM (SELECT division_code, currency, amount_band_low(items_total) AS band_low, status, merchant_code
    FROM payout_batches) AS banded
  GROUP BY 1, 2, 3, 4, 5;
