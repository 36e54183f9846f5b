-- The list query's code starts counted: the kept counts per division and code start, their trigger and the refusal of a changed code or division, counted from the transactions.
CREATE TABLE "split_transaction_code_counts" (
	"division_code" text NOT NULL,
	"code_start" text NOT NULL,
	"transactions" bigint NOT NULL,
	CONSTRAINT "split_transaction_code_counts_pk" PRIMARY KEY("division_code","code_start")
);
--> statement-breakpoint
-- Keeps split_transaction_code_counts, the number of transactions per division and start of the code in small
-- letters (its first one to five characters), in step with the transactions inserted, per statement. The keys are
-- written in order, so two statements counting the same starts wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION split_transaction_code_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO split_transaction_code_counts AS counts (division_code, code_start, transactions)
    SELECT division_code, left(lower(code), size), count(*)
    FROM new_rows CROSS JOIN generate_series(1, 5) AS size
    WHERE size <= length(code)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (division_code, code_start)
    DO UPDATE SET transactions = counts.transactions + excluded.transactions;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A transaction keeps its code and its division: shares, refunds, ledger entries and the kept counts
-- (split_transaction_code_counts) name it by them.
CREATE OR REPLACE FUNCTION split_transactions_refuse_recode() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'split_transactions keeps its code and division: % is refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER split_transactions_code_counted_inserts AFTER INSERT ON split_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION split_transaction_code_counts_add();
--> statement-breakpoint
CREATE TRIGGER split_transactions_recode_refused BEFORE UPDATE OF code, division_code ON split_transactions
  FOR EACH ROW WHEN (old.code IS DISTINCT FROM new.code OR old.division_code IS DISTINCT FROM new.division_code)
  EXECUTE FUNCTION split_transactions_refuse_recode();
--> statement-breakpoint
INSERT INTO split_transaction_code_counts (division_code, code_start, transactions)
  SELECT division_code, left(lower(code), size), count(*)
  FROM split_transactions CROSS JOIN generate_series(1, 5) AS size
  WHERE size <= length(code)
  GROUP BY 1, 2;
