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
