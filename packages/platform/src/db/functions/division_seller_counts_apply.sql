-- Keeps division_seller_counts in step with account_holders, per statement (a bulk insert of sellers is one
-- update of each division's count): a seller counts while deleted_at is null, in its division.
CREATE OR REPLACE FUNCTION division_seller_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO division_seller_counts AS counts (division_code, live_sellers)
      SELECT division_code, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY division_code
      ON CONFLICT (division_code) DO UPDATE SET live_sellers = counts.live_sellers + excluded.live_sellers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO division_seller_counts AS counts (division_code, live_sellers)
      SELECT division_code, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY division_code
      ON CONFLICT (division_code) DO UPDATE SET live_sellers = counts.live_sellers + excluded.live_sellers;
  ELSE
    INSERT INTO division_seller_counts AS counts (division_code, live_sellers)
      SELECT division_code, sum(change) FROM (
        SELECT division_code, 1 AS change FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT division_code, -1 AS change FROM old_rows WHERE deleted_at IS NULL
      ) AS changes GROUP BY division_code HAVING sum(change) <> 0
      ON CONFLICT (division_code) DO UPDATE SET live_sellers = counts.live_sellers + excluded.live_sellers;
  END IF;
  RETURN NULL;
END;
$$;
