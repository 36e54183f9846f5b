-- The transactions list shows a division's total count on every page. Counting a large division's rows takes too
-- long, so split_transaction_counts keeps the number per division, UTC creation day, filter status and type, and
-- these statement triggers keep it in step with every insert and update, whoever writes (the services, the seed,
-- a bulk load). An update takes one from the counts of the rows as they were and adds one to the counts of the
-- rows as they are, so any change of status moves its row from one count to the other.
CREATE FUNCTION "split_transaction_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "split_transaction_counts" AS counts ("division_code", "day", "filter_status", "type", "transactions")
  SELECT "division_code", ("created_at" AT TIME ZONE 'UTC')::date, "filter_status", "type", count(*)
  FROM inserted_rows
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("division_code", "day", "filter_status", "type")
  DO UPDATE SET "transactions" = counts."transactions" + excluded."transactions";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "split_transaction_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "split_transaction_counts" AS counts ("division_code", "day", "filter_status", "type", "transactions")
  SELECT "division_code", "day", "filter_status", "type", sum("delta")
  FROM (
    SELECT "division_code", ("created_at" AT TIME ZONE 'UTC')::date AS "day", "filter_status", "type", -1 AS "delta"
    FROM rows_before
    UNION ALL
    SELECT "division_code", ("created_at" AT TIME ZONE 'UTC')::date, "filter_status", "type", 1
    FROM rows_after
  ) AS moves
  GROUP BY 1, 2, 3, 4
  HAVING sum("delta") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("division_code", "day", "filter_status", "type")
  DO UPDATE SET "transactions" = counts."transactions" + excluded."transactions";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "split_transactions_count_inserts" AFTER INSERT ON "split_transactions"
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "split_transaction_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "split_transactions_count_updates" AFTER UPDATE ON "split_transactions"
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION "split_transaction_counts_move"();
--> statement-breakpoint
-- A transaction is never deleted (a cancelled one keeps its row and its reversed postings), and its shares and
-- item groups never change: what was split stays as it was.
CREATE TRIGGER "split_transactions_no_delete" BEFORE DELETE ON "split_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "split_transactions_no_truncate" BEFORE TRUNCATE ON "split_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "split_shares_append_only" BEFORE UPDATE OR DELETE ON "split_shares"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "split_shares_no_truncate" BEFORE TRUNCATE ON "split_shares"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "split_item_groups_append_only" BEFORE UPDATE OR DELETE ON "split_item_groups"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "split_item_groups_no_truncate" BEFORE TRUNCATE ON "split_item_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
