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
