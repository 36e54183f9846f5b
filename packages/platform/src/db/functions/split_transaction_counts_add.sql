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
