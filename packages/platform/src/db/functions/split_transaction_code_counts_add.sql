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
