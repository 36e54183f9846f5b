-- The PSP lines list query's amount ranges counted by band: the kept counts per merchant, division, currency and gross amount band, their triggers, counted from the lines.
CREATE TABLE "psp_report_line_amount_counts" (
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"currency" text NOT NULL,
	"band_low" bigint NOT NULL,
	"band_high" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "psp_report_line_amount_counts_pk" PRIMARY KEY("division_code","currency","band_low","merchant_code")
);
--> statement-breakpoint
CREATE INDEX "psp_report_lines_division_amount_idx" ON "psp_report_lines" USING btree ("division_code","gross_amount","currency");--> statement-breakpoint
-- Keeps psp_report_line_amount_counts, the number of PSP report lines per merchant, division, currency and gross amount
-- band, in step with psp_report_lines, per statement: the rows as they were are taken off their bands and the rows as
-- they are added to theirs (an update that moves no amount, currency or division nets to nothing and writes nothing).
-- The keys are written in order, so two statements counting the same bands wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION psp_report_line_amount_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO psp_report_line_amount_counts AS counts
        (division_code, currency, band_low, merchant_code, band_high, lines)
      SELECT division_code, currency, band_low, merchant_code, band_low + amount_band_width(band_low) - 1, count(*)
      FROM (SELECT division_code, currency, amount_band_low(gross_amount) AS band_low, merchant_code FROM new_rows)
        AS banded
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (division_code, currency, band_low, merchant_code)
      DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO psp_report_line_amount_counts AS counts
        (division_code, currency, band_low, merchant_code, band_high, lines)
      SELECT division_code, currency, band_low, merchant_code, band_low + amount_band_width(band_low) - 1, -count(*)
      FROM (SELECT division_code, currency, amount_band_low(gross_amount) AS band_low, merchant_code FROM old_rows)
        AS banded
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (division_code, currency, band_low, merchant_code)
      DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSE
    INSERT INTO psp_report_line_amount_counts AS counts
        (division_code, currency, band_low, merchant_code, band_high, lines)
      SELECT division_code, currency, band_low, merchant_code, band_low + amount_band_width(band_low) - 1, sum(delta)
      FROM (
        SELECT division_code, currency, amount_band_low(gross_amount) AS band_low, merchant_code, -1 AS delta
        FROM old_rows
        UNION ALL
        SELECT division_code, currency, amount_band_low(gross_amount), merchant_code, 1 FROM new_rows
      ) AS moves
      GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (division_code, currency, band_low, merchant_code)
      DO UPDATE SET lines = counts.lines + excluded.lines;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER psp_report_lines_amount_counted_inserts AFTER INSERT ON psp_report_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION psp_report_line_amount_counts_apply();
--> statement-breakpoint
CREATE TRIGGER psp_report_lines_amount_counted_updates AFTER UPDATE ON psp_report_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION psp_report_line_amount_counts_apply();
--> statement-breakpoint
CREATE TRIGGER psp_report_lines_amount_counted_deletes AFTER DELETE ON psp_report_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION psp_report_line_amount_counts_apply();
--> statement-breakpoint
INSERT INTO psp_report_line_amount_counts (division_code, currency, band_low, merchant_code, band_high, lines)
  SELECT division_code, currency, band_low, merchant_code, band_low + amount_band_width(band_low) - 1, count(*)
  FROM (SELECT division_code, currency, amount_band_low(gross_amount) AS band_low, merchant_code FROM psp_report_lines)
    AS banded
  GROUP BY 1, 2, 3, 4;
