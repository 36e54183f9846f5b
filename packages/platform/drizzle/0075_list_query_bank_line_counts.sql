-- The bank integration list's totals across divisions from kept counts: per settlement day, file, status, type and currency, and per currency and amount band, their triggers, counted from the lines.
CREATE TABLE "bank_statement_line_amount_counts" (
	"currency" text NOT NULL,
	"band_low" bigint NOT NULL,
	"band_high" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "bank_statement_line_amount_counts_pk" PRIMARY KEY("currency","band_low")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_line_counts" (
	"file_code" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"settled" date NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "bank_statement_line_counts_pk" PRIMARY KEY("settled","file_code","status","type","currency")
);
--> statement-breakpoint
CREATE INDEX "bank_statement_lines_amount_idx" ON "bank_statement_lines" USING btree ("amount","currency");--> statement-breakpoint
-- Keeps bank_statement_line_counts, the number of bank statement lines per settlement day, file ('' for none), status,
-- type and currency, in step with bank_statement_lines, per statement: the rows as they were are taken off their counts
-- and the rows as they are added to theirs, so a change of status moves its line from one count to the other. The keys
-- are written in order, so two statements counting the same keys wait for each other rather than deadlock. A line's
-- settlement day is the list's (settlementDayOf): its entry's booking date, else the UTC day it was booked.
CREATE OR REPLACE FUNCTION bank_statement_line_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bank_statement_line_counts AS counts (settled, file_code, status, type, currency, lines)
      SELECT coalesce(booking_date, (created_at AT TIME ZONE 'UTC')::date), coalesce(file_code, ''), status, type,
        currency, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (settled, file_code, status, type, currency) DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO bank_statement_line_counts AS counts (settled, file_code, status, type, currency, lines)
      SELECT coalesce(booking_date, (created_at AT TIME ZONE 'UTC')::date), coalesce(file_code, ''), status, type,
        currency, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (settled, file_code, status, type, currency) DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSE
    INSERT INTO bank_statement_line_counts AS counts (settled, file_code, status, type, currency, lines)
      SELECT settled, file_code, status, type, currency, sum(delta)
      FROM (
        SELECT coalesce(booking_date, (created_at AT TIME ZONE 'UTC')::date) AS settled,
          coalesce(file_code, '') AS file_code, status, type, currency, -1 AS delta
        FROM old_rows
        UNION ALL
        SELECT coalesce(booking_date, (created_at AT TIME ZONE 'UTC')::date), coalesce(file_code, ''), status, type,
          currency, 1
        FROM new_rows
      ) AS moves
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (settled, file_code, status, type, currency) DO UPDATE SET lines = counts.lines + excluded.lines;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Keeps bank_statement_line_amount_counts, the number of bank statement lines per currency and amount band, in step
-- with bank_statement_lines, per statement: the rows as they were are taken off their bands and the rows as they are
-- added to theirs (an update that moves no amount or currency nets to nothing and writes nothing). The keys are written
-- in order, so two statements counting the same bands wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION bank_statement_line_amount_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bank_statement_line_amount_counts AS counts (currency, band_low, band_high, lines)
      SELECT currency, band_low, band_low + amount_band_width(band_low) - 1, count(*)
      FROM (SELECT currency, amount_band_low(amount) AS band_low FROM new_rows) AS banded
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (currency, band_low) DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO bank_statement_line_amount_counts AS counts (currency, band_low, band_high, lines)
      SELECT currency, band_low, band_low + amount_band_width(band_low) - 1, -count(*)
      FROM (SELECT currency, amount_band_low(amount) AS band_low FROM old_rows) AS banded
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (currency, band_low) DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSE
    INSERT INTO bank_statement_line_amount_counts AS counts (currency, band_low, band_high, lines)
      SELECT currency, band_low, band_low + amount_band_width(band_low) - 1, sum(delta)
      FROM (
        SELECT currency, amount_band_low(amount) AS band_low, -1 AS delta FROM old_rows
        UNION ALL
        SELECT currency, amount_band_low(amount), 1 FROM new_rows
      ) AS moves
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (currency, band_low) DO UPDATE SET lines = counts.lines + excluded.lines;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_counted_inserts AFTER INSERT ON bank_statement_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_statement_line_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_counted_updates AFTER UPDATE ON bank_statement_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_statement_line_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_counted_deletes AFTER DELETE ON bank_statement_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_statement_line_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_amount_counted_inserts AFTER INSERT ON bank_statement_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_statement_line_amount_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_amount_counted_updates AFTER UPDATE ON bank_statement_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_statement_line_amount_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_amount_counted_deletes AFTER DELETE ON bank_statement_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_statement_line_amount_counts_apply();
--> statement-breakpoint
INSERT INTO bank_statement_line_counts (settled, file_code, status, type, currency, lines)
  SELECT coalesce(booking_date, (created_at AT TIME ZONE 'UTC')::date), coalesce(file_code, ''), status, type, currency,
    count(*)
  FROM bank_statement_lines GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO bank_statement_line_amount_counts (currency, band_low, band_high, lines)
  SELECT currency, band_low, band_low + amount_band_width(band_low) - 1, count(*)
  FROM (SELECT currency, amount_band_low(amount) AS band_low FROM bank_statement_lines) AS banded
  GROUP BY 1, 2;
