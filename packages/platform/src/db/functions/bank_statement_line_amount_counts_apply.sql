-- Keeps bank_statement_line_amount_counts, the number of bank statement lines per currency and amount band, in step
-- with bank_statement_lines, per statement: the rows as they were are taken off their bands and the rows as they are
-- added to theirs (an update that moves no amount or currency nets to nothing and writes nothing). The keys are written
-- in order, so two statements counting the same bands wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION bank_statement_line_amount_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bank_statement_line_amount_counts AS counts (currency, band_low, band_high, lines)
      SELECT currency, band_low, band_low + amount_band_width(band_low) - 1, count(*)
      FROM (SELECT currency, amount_band_low(amount) AS band_low FROM new_rows) AS banded
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (currency, band_low) DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO bank_statement_line_amount_counts AS counts (currency, band_low, band_high, lines)
      SELECT currency, band_low, band_low + amount_band_width(band_low) - 1, -count(*)
      FROM (SELECT currency, amount_band_low(amount) AS band_low FROM old_rows) AS banded
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (currency, band_low) DO UPDATE SET lines = counts.lines + excluded.lines;
  ELSE
    INSERT INTO bank_statement_line_amount_counts AS counts (currency, band_low, band_high, lines)
      SELECT currency, band_low, band_low + amount_band_width(band_low) - 1, sum(delta)
      FROM (
        SELECT currency, amount_band_low(amount) AS band_low, -1 AS delta FROM old_rows
        UNION ALL
        SELECT currency, amount_band_low(amount), 1 FROM new_rows
      ) AS moves
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (currency, band_low) DO UPDATE SET lines = counts.lines + excluded.lines;
  END IF;
  RETURN NULL;
END;
$$;
