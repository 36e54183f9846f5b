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
