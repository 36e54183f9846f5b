-- Keeps report_counts, the number of reports per division, UTC creation day, type, scope, status and format, in step
-- with reports, per statement: the rows as they were are taken off their counts and the rows as they are added to
-- theirs, so a report generated or failed moves from one count to the other. The keys are written in order, so two
-- statements counting the same keys wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION report_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_counts AS counts (division_code, day, type, scope, status, format, merchant_code, reports)
      SELECT division_code, (created_at AT TIME ZONE 'UTC')::date, type, scope, status, format, merchant_code, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (division_code, day, type, scope, status, format, merchant_code)
      DO UPDATE SET reports = counts.reports + excluded.reports;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_counts AS counts (division_code, day, type, scope, status, format, merchant_code, reports)
      SELECT division_code, (created_at AT TIME ZONE 'UTC')::date, type, scope, status, format, merchant_code,
        -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (division_code, day, type, scope, status, format, merchant_code)
      DO UPDATE SET reports = counts.reports + excluded.reports;
  ELSE
    INSERT INTO report_counts AS counts (division_code, day, type, scope, status, format, merchant_code, reports)
      SELECT division_code, day, type, scope, status, format, merchant_code, sum(delta)
      FROM (
        SELECT division_code, (created_at AT TIME ZONE 'UTC')::date AS day, type, scope, status, format,
          merchant_code, -1 AS delta
        FROM old_rows
        UNION ALL
        SELECT division_code, (created_at AT TIME ZONE 'UTC')::date, type, scope, status, format, merchant_code, 1
        FROM new_rows
      ) AS moves
      GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (division_code, day, type, scope, status, format, merchant_code)
      DO UPDATE SET reports = counts.reports + excluded.reports;
  END IF;
  RETURN NULL;
END;
$$;
