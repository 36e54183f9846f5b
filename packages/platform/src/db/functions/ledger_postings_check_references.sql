-- What the three foreign keys of ledger_postings held, checked once a statement instead of three lookups a row
-- (migration 0085: the lookups were a third of a bulk posting's time): every posting the statement added names a
-- ledger transaction that exists, and the virtual account or world account it names exists. Otherwise it raises
-- foreign_key_violation (23503) as the foreign key did, naming the first missing key and where it was looked for.
-- Each distinct key is probed in its table's primary key (a LATERAL subquery with a LIMIT is never turned into a
-- join, so the planner cannot choose a hash join, which reads the whole table: a plan is made once a connection,
-- for the size of its first statement, and a hash join chosen for a large one would read the table again for each
-- single posting after it). The rows named cannot go away or change their keys (`ledger_refuse_change` on
-- ledger_transactions, `ledger_accounts_refuse_removal` on the accounts), so nothing needs locking, as the foreign
-- keys' KEY SHARE locks did.
CREATE OR REPLACE FUNCTION "ledger_postings_check_references"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing record;
BEGIN
  SELECT 'transaction_id' AS column_name, 'ledger_transactions' AS table_name, named.key::text AS key INTO missing
  FROM (SELECT DISTINCT added.transaction_id AS key FROM added) AS named
    LEFT JOIN LATERAL (SELECT true AS found FROM ledger_transactions t WHERE t.id = named.key LIMIT 1) AS held ON true
  WHERE held.found IS NULL
  UNION ALL
  SELECT 'virtual_account_code', 'virtual_accounts', named.key
  FROM (SELECT DISTINCT added.virtual_account_code AS key FROM added WHERE added.virtual_account_code IS NOT NULL)
      AS named
    LEFT JOIN LATERAL (SELECT true AS found FROM virtual_accounts va WHERE va.code = named.key LIMIT 1) AS held ON true
  WHERE held.found IS NULL
  UNION ALL
  SELECT 'world_account_id', 'ledger_world_accounts', named.key::text
  FROM (SELECT DISTINCT added.world_account_id AS key FROM added WHERE added.world_account_id IS NOT NULL) AS named
    LEFT JOIN LATERAL (SELECT true AS found FROM ledger_world_accounts w WHERE w.id = named.key LIMIT 1) AS held
      ON true
  WHERE held.found IS NULL
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert on table "ledger_postings" names %, which is not in table "%"',
      missing.column_name || ' ' || missing.key, missing.table_name
      USING ERRCODE = 'foreign_key_violation', TABLE = 'ledger_postings', COLUMN = missing.column_name,
        CONSTRAINT = TG_NAME,
        DETAIL = format('Key (%s)=(%s) is not present in table "%s".', missing.column_name, missing.key,
          missing.table_name);
  END IF;
  RETURN NULL;
END;
$$;
