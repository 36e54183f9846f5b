-- The list query's amount ranges counted by band: the kept counts per division, currency and amount band, their functions and triggers, counted from the transactions.
CREATE TABLE "split_transaction_amount_counts" (
	"division_code" text NOT NULL,
	"currency" text NOT NULL,
	"band_low" bigint NOT NULL,
	"band_high" bigint NOT NULL,
	"transactions" bigint NOT NULL,
	CONSTRAINT "split_transaction_amount_counts_division_code_currency_band_low_pk" PRIMARY KEY("division_code","currency","band_low")
);
--> statement-breakpoint
-- The width of an amount's band (split_transaction_amount_counts): the amounts in minor units whose size shares its
-- first two digits, so each amount its own band below 100, 10 wide from 100 to 999, 100 wide from 1,000 to 9,999,
-- and so on; a negative amount's band is its size's, negated.
CREATE OR REPLACE FUNCTION amount_band_width(amount bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT power(10::numeric, greatest(length(abs(amount)::text) - 2, 0))::bigint
$$;
--> statement-breakpoint
-- The lowest amount of an amount's band (amount_band_width): 1,234 is in the band 1,200 to 1,299, -1,234 in -1,299
-- to -1,200.
CREATE OR REPLACE FUNCTION amount_band_low(amount bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN amount >= 0 THEN amount - amount % amount_band_width(amount)
    ELSE amount - amount % amount_band_width(amount) - amount_band_width(amount) + 1 END
$$;
--> statement-breakpoint
-- Keeps split_transaction_amount_counts, the number of transactions per division, currency and amount band, in step
-- with split_transactions, per statement: the rows as they were are taken off their bands and the rows as they are
-- added to theirs (an update that moves no amount, currency or division nets to nothing and writes nothing). The keys
-- are written in order, so two statements counting the same bands wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION split_transaction_amount_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO split_transaction_amount_counts AS counts (division_code, currency, band_low, band_high, transactions)
      SELECT division_code, currency, band_low, band_low + amount_band_width(band_low) - 1, count(*)
      FROM (SELECT division_code, currency, amount_band_low(total_amount) AS band_low FROM new_rows) AS banded
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (division_code, currency, band_low)
      DO UPDATE SET transactions = counts.transactions + excluded.transactions;
  ELSE
    INSERT INTO split_transaction_amount_counts AS counts (division_code, currency, band_low, band_high, transactions)
      SELECT division_code, currency, band_low, band_low + amount_band_width(band_low) - 1, sum(delta)
      FROM (
        SELECT division_code, currency, amount_band_low(total_amount) AS band_low, -1 AS delta FROM old_rows
        UNION ALL
        SELECT division_code, currency, amount_band_low(total_amount), 1 FROM new_rows
      ) AS moves
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (division_code, currency, band_low)
      DO UPDATE SET transactions = counts.transactions + excluded.transactions;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER split_transactions_amount_counted_inserts AFTER INSERT ON split_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION split_transaction_amount_counts_apply();
--> statement-breakpoint
CREATE TRIGGER split_transactions_amount_counted_updates AFTER UPDATE ON split_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION split_transaction_amount_counts_apply();
--> statement-breakpoint
INSERT INTO split_transaction_amount_counts (division_code, currency, band_low, band_high, transactions)
  SELECT division_code, currency, band_low, band_low + amount_band_width(band_low) - 1, count(*)
  FROM (SELECT division_code, currency, amount_band_low(total_amount) AS band_low FROM split_transactions) AS banded
  GROUP BY 1, 2, 3;
