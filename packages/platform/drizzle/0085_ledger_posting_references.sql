-- ledger_postings' three foreign keys (to ledger_transactions, virtual_accounts and ledger_world_accounts) dropped
-- for one check a statement: each foreign key looked its row up once per posting, 165,000 lookups for auto-matching's
-- 55,000 postings (issue 34), a third of the ledger's time there. The guarantee is the same: a statement trigger
-- refuses postings naming a missing row with the foreign key's SQLSTATE 23503, and the accounts refuse DELETE,
-- TRUNCATE and a change of key (ledger_transactions already refuse any change, migration 0004), whether or not
-- postings name them yet, so no uncommitted posting can lose its account as the foreign keys' locks ensured.
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_virtual_account_code_virtual_accounts_code_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_world_account_id_ledger_world_accounts_id_fk";
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_check_references" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_check_references"();
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER "virtual_accounts_kept" BEFORE DELETE ON "virtual_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_refuse_removal"();
--> statement-breakpoint
CREATE TRIGGER "virtual_accounts_no_truncate" BEFORE TRUNCATE ON "virtual_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_refuse_removal"();
--> statement-breakpoint
-- Only a change of the key fires it: the ledger's balance updates never name the column.
CREATE TRIGGER "virtual_accounts_keep_code" BEFORE UPDATE OF "code" ON "virtual_accounts"
  FOR EACH ROW WHEN (OLD."code" IS DISTINCT FROM NEW."code") EXECUTE FUNCTION "ledger_accounts_refuse_removal"();
--> statement-breakpoint
CREATE TRIGGER "ledger_world_accounts_kept" BEFORE DELETE ON "ledger_world_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_refuse_removal"();
--> statement-breakpoint
CREATE TRIGGER "ledger_world_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_world_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_refuse_removal"();
--> statement-breakpoint
CREATE TRIGGER "ledger_world_accounts_keep_id" BEFORE UPDATE OF "id" ON "ledger_world_accounts"
  FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "ledger_accounts_refuse_removal"();
