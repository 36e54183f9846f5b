-- The kept transaction counts by currency too (the list query's `currency:`): emptied, keyed again and counted anew from the transactions.
DROP INDEX "split_transactions_division_amount_idx";--> statement-breakpoint
DROP INDEX "split_transactions_code_search_idx";--> statement-breakpoint
DELETE FROM "split_transaction_counts";--> statement-breakpoint
ALTER TABLE "split_transaction_counts" DROP CONSTRAINT "split_transaction_counts_division_code_day_filter_status_type_pk";--> statement-breakpoint
ALTER TABLE "split_transaction_counts" ADD COLUMN "currency" text NOT NULL;--> statement-breakpoint
ALTER TABLE "split_transaction_counts" ADD CONSTRAINT "split_transaction_counts_division_code_day_filter_status_type_currency_pk" PRIMARY KEY("division_code","day","filter_status","type","currency");--> statement-breakpoint
INSERT INTO "split_transaction_counts" ("division_code", "day", "filter_status", "type", "currency", "transactions")
  SELECT "division_code", ("created_at" AT TIME ZONE 'UTC')::date, "filter_status", "type", "currency", count(*)
  FROM "split_transactions" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE INDEX "split_transactions_division_amount_currency_idx" ON "split_transactions" USING btree ("division_code","total_amount","currency","created_at");--> statement-breakpoint
CREATE INDEX "split_transactions_code_prefix_idx" ON "split_transactions" USING btree ("division_code",lower("code") text_pattern_ops,"code","created_at");--> statement-breakpoint
-- The transactions list shows a division's total count on every page. Counting a large division's rows takes too
-- long, so split_transaction_counts keeps the number per division, UTC creation day, filter status, type and
-- currency (the list query's `currency:` is answered from it too), and
-- these statement triggers keep it in step with every insert and update, whoever writes (the services, the seed,
-- a bulk load). An update takes one from the counts of the rows as they were and adds one to the counts of the
-- rows as they are, so any change of status moves its row from one count to the other.
CREATE OR REPLACE FUNCTION "split_transaction_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "split_transaction_counts" AS counts
    ("division_code", "day", "filter_status", "type", "currency", "transactions")
  SELECT "division_code", ("created_at" AT TIME ZONE 'UTC')::date, "filter_status", "type", "currency", count(*)
  FROM inserted_rows
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("division_code", "day", "filter_status", "type", "currency")
  DO UPDATE SET "transactions" = counts."transactions" + excluded."transactions";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The update half of split_transaction_counts' statement triggers (split_transaction_counts_add.sql keeps the
-- counts in step with inserts): takes one from the counts of the rows as they were and adds one to the counts of the
-- rows as they are, so any change of status moves its row from one count to the other.
CREATE OR REPLACE FUNCTION "split_transaction_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "split_transaction_counts" AS counts
    ("division_code", "day", "filter_status", "type", "currency", "transactions")
  SELECT "division_code", "day", "filter_status", "type", "currency", sum("delta")
  FROM (
    SELECT "division_code", ("created_at" AT TIME ZONE 'UTC')::date AS "day", "filter_status", "type", "currency",
      -1 AS "delta"
    FROM rows_before
    UNION ALL
    SELECT "division_code", ("created_at" AT TIME ZONE 'UTC')::date, "filter_status", "type", "currency", 1
    FROM rows_after
  ) AS moves
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum("delta") <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("division_code", "day", "filter_status", "type", "currency")
  DO UPDATE SET "transactions" = counts."transactions" + excluded."transactions";
  RETURN NULL;
END;
$$;
