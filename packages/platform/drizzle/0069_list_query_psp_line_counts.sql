-- The PSP lines list's total from kept counts (issue 31): per division, report, status, type, currency, settlement day, batch, merchant and integration, counted once from the lines here and kept by statement triggers from now on; the list's order indexed whole.
CREATE TABLE "psp_report_line_counts" (
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"integration_code" text NOT NULL,
	"execution_id" text NOT NULL,
	"batch_number" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"booking_date" date NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "psp_report_line_counts_pk" PRIMARY KEY("division_code","execution_id","status","type","currency","booking_date","batch_number","merchant_code","integration_code")
);
--> statement-breakpoint
DROP INDEX "psp_report_lines_division_idx";--> statement-breakpoint
CREATE INDEX "psp_report_lines_division_order_idx" ON "psp_report_lines" USING btree ("division_code","imported_at","line_number","code");--> statement-breakpoint
-- Keeps psp_report_line_counts, the number of PSP report lines per division, report, status, type, currency,
-- settlement day, batch ('' for none), merchant and integration, in step with psp_report_lines, per statement: the
-- rows as they were are taken off their counts and the rows as they are added to theirs, so a line reconciled moves
-- from one count to the other. The keys are written in order, so two statements counting the same keys wait for each
-- other rather than deadlock.
CREATE OR REPLACE FUNCTION psp_report_line_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO psp_report_line_counts AS counts (division_code, execution_id, status, type, currency, booking_date,
        batch_number, merchant_code, integration_code, lines)
      SELECT division_code, execution_id, status, type, currency, booking_date, coalesce(batch_number, ''),
        merchant_code, integration_code, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (division_code, execution_id, status, type, currency, booking_date, batch_number, merchant_code,
        integration_code)
      DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO psp_report_line_counts AS counts (division_code, execution_id, status, type, currency, booking_date,
        batch_number, merchant_code, integration_code, lines)
      SELECT division_code, execution_id, status, type, currency, booking_date, coalesce(batch_number, ''),
        merchant_code, integration_code, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (division_code, execution_id, status, type, currency, booking_date, batch_number, merchant_code,
        integration_code)
      DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSE
    INSERT INTO psp_report_line_counts AS counts (division_code, execution_id, status, type, currency, booking_date,
        batch_number, merchant_code, integration_code, lines)
      SELECT division_code, execution_id, status, type, currency, booking_date, batch_number, merchant_code,
        integration_code, sum(delta)
      FROM (
        SELECT division_code, execution_id, status, type, currency, booking_date,
          coalesce(batch_number, '') AS batch_number, merchant_code, integration_code, -1 AS delta
        FROM old_rows
        UNION ALL
        SELECT division_code, execution_id, status, type, currency, booking_date, coalesce(batch_number, ''),
          merchant_code, integration_code, 1
        FROM new_rows
      ) AS moves
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (division_code, execution_id, status, type, currency, booking_date, batch_number, merchant_code,
        integration_code)
      DO UPDATE SET lines = counts.lines + excluded.lines;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER psp_report_lines_counted_inserts AFTER INSERT ON psp_report_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION psp_report_line_counts_apply();
--> statement-breakpoint
CREATE TRIGGER psp_report_lines_counted_updates AFTER UPDATE ON psp_report_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION psp_report_line_counts_apply();
--> statement-breakpoint
CREATE TRIGGER psp_report_lines_counted_deletes AFTER DELETE ON psp_report_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION psp_report_line_counts_apply();
--> statement-breakpoint
INSERT INTO psp_report_line_counts (division_code, execution_id, status, type, currency, booking_date, batch_number,
    merchant_code, integration_code, lines)
  SELECT division_code, execution_id, status, type, currency, booking_date, coalesce(batch_number, ''), merchant_code,
    integration_code, count(*)
  FROM psp_report_lines GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
