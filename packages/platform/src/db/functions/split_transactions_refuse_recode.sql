-- A transaction keeps its code and its division: shares, refunds, ledger entries and the kept counts
-- (split_transaction_code_counts) name it by them.
CREATE OR REPLACE FUNCTION split_transactions_refuse_recode() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'split_transactions keeps its code and division: % is refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
