-- The ledger is append-only: postings, the transactions that group them and the balance transfers that made them
-- may be inserted, never changed or removed. A correction is a new transaction.
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
