-- The ledger keeps its accounts for ever: a virtual account or world account may not be deleted, truncated or given
-- another key (migration 0085). Postings name them by key with no foreign key (`ledger_postings_check_references`),
-- so this is what keeps a posting's account there. It refuses whether or not postings name the account yet: a check
-- for postings would miss another transaction's posting not yet committed, which a foreign key's KEY SHARE lock
-- waited for; an account that can never go away leaves nothing to wait for. Its balances may change (the ledger
-- moves them); only its key may not.
CREATE OR REPLACE FUNCTION "ledger_accounts_refuse_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% of % is refused: the ledger''s postings name its rows, which it keeps for ever under their keys',
    CASE TG_OP WHEN 'UPDATE' THEN 'a change of key' ELSE TG_OP END, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
