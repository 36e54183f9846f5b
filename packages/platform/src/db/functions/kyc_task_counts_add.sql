-- The KYC queue shows how many tasks are in each status on every page. Counting 100,000 tasks takes too long, so
-- kyc_task_counts keeps the number per merchant and status, and these statement triggers keep it in step with
-- every insert and update, whoever writes (the services, the seed, a bulk load). An update takes one from the
-- counts of the rows as they were and adds one to the counts of the rows as they are, so a task moving from OPEN
-- to ASSIGNED to DONE moves its count along. Tasks are never deleted: a decided one stays DONE.
CREATE OR REPLACE FUNCTION "kyc_task_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
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
