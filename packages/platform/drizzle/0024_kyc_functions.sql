-- The KYC queue shows how many tasks are in each status on every page. Counting 100,000 tasks takes too long, so
-- kyc_task_counts keeps the number per merchant and status, and these statement triggers keep it in step with
-- every insert and update, whoever writes (the services, the seed, a bulk load). An update takes one from the
-- counts of the rows as they were and adds one to the counts of the rows as they are, so a task moving from OPEN
-- to ASSIGNED to DONE moves its count along. Tasks are never deleted: a decided one stays DONE.
CREATE FUNCTION "kyc_task_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kyc_task_counts" AS counts ("merchant_code", "status", "tasks")
  SELECT "merchant_code", "status", count(*)
  FROM inserted_rows
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("merchant_code", "status")
  DO UPDATE SET "tasks" = counts."tasks" + excluded."tasks";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "kyc_task_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "kyc_tasks_count_inserts" AFTER INSERT ON "kyc_tasks"
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "kyc_task_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "kyc_tasks_count_updates" AFTER UPDATE ON "kyc_tasks"
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION "kyc_task_counts_move"();
