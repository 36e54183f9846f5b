-- The update half of kyc_task_counts' statement triggers (kyc_task_counts_add.sql keeps the counts in step with
-- inserts): takes one from the counts of the tasks as they were and adds one to the counts of the tasks as they
-- are, so a task moving from OPEN to ASSIGNED to DONE moves its count along.
CREATE OR REPLACE FUNCTION "kyc_task_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kyc_task_counts" AS counts ("merchant_code", "status", "tasks")
  SELECT "merchant_code", "status", sum("delta")
  FROM (
    SELECT "merchant_code", "status", -1 AS "delta" FROM rows_before
    UNION ALL
    SELECT "merchant_code", "status", 1 FROM rows_after
  ) AS moves
  GROUP BY 1, 2
  HAVING sum("delta") <> 0
  ORDER BY 1, 2
  ON CONFLICT ("merchant_code", "status")
  DO UPDATE SET "tasks" = counts."tasks" + excluded."tasks";
  RETURN NULL;
END;
$$;
