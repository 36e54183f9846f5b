-- The ledger's bulk posting looks for a refusal only when a cheaper pass cannot rule one out (migration 0030's rules).
-- Many ledger transactions in one call, for a bulk caller that has already locked and checked its money
-- (`postTransactions` in src/ledger/post-transaction.ts: a bank statement's thousands of settlements). The rules are
-- `ledger_post_transaction`'s (0013), applied to the whole list at once instead of one call per transaction: the
-- same checks of each posting and transaction, every touched virtual account locked once in ascending code order
-- (FOR NO KEY UPDATE), and a balance may not go below zero after any transaction of the list, in the list's order
-- (a running sum per account), so a later transaction may spend what an earlier one brought. Then every
-- transaction, every posting (in order) and each account's balances are written by one statement each.
-- Answers null when all are written; otherwise, before anything is written, the refusal of the first transaction
-- that fails, as `ledger_post_transaction` words it, with its "position" in the list (from 1). The refusal is looked
-- for only when one cheaper pass cannot rule it out (`plain`, migration 0083): every posting valid and of a known
-- account in its transaction's currency, every transaction balanced, and each balance within bounds even were all
-- the list's withdrawals made before any of its deposits, so no order of them could refuse one (a bulk caller's
-- list almost always; half the checking's cost, for the same answer).
-- p_transactions: [{"code", "type", "status", "currency", "reference", "description", "idempotencyKeyId",
--   "postings": [{"virtualAccountCode", "bucket", "amount"} | {"worldAccountId", "amount"}, ...]}, ...]
CREATE OR REPLACE FUNCTION "ledger_post_transactions"(p_transactions jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  max_amount constant numeric := 9007199254740991;
  refusal jsonb;
  plain boolean;
BEGIN
  PERFORM 1 FROM virtual_accounts va
  WHERE va.code IN (
    SELECT DISTINCT posting.value ->> 'virtualAccountCode'
    FROM jsonb_array_elements(p_transactions) AS tx (value),
      jsonb_array_elements(CASE jsonb_typeof(tx.value -> 'postings') WHEN 'array' THEN tx.value -> 'postings'
        ELSE '[]'::jsonb END) AS posting (value))
  ORDER BY va.code FOR NO KEY UPDATE;

  -- `plain`: nothing in the list can be refused, whatever order its transactions came in.
  WITH posting AS MATERIALIZED (
    SELECT tx.position, tx.value ->> 'currency' AS currency, entry.value AS body,
      CASE WHEN jsonb_typeof(entry.value -> 'amount') = 'number' THEN (entry.value ->> 'amount')::numeric END AS amount
    FROM jsonb_array_elements(p_transactions) WITH ORDINALITY AS tx (value, position),
      jsonb_array_elements(CASE jsonb_typeof(tx.value -> 'postings') WHEN 'array' THEN tx.value -> 'postings'
        ELSE '[]'::jsonb END) AS entry (value)
  ), balanced AS (
    SELECT posting.position FROM posting GROUP BY posting.position
    HAVING count(*) >= 2 AND sum(posting.amount) = 0
  ), moved AS (
    -- Each virtual account's bucket: all the list takes from it, and all it brings.
    SELECT posting.body ->> 'virtualAccountCode' AS code, posting.currency, posting.body ->> 'bucket' AS bucket,
      coalesce(sum(posting.amount) FILTER (WHERE posting.amount < 0), 0) AS taken,
      coalesce(sum(posting.amount) FILTER (WHERE posting.amount > 0), 0) AS brought
    FROM posting WHERE NOT posting.body ? 'worldAccountId'
    GROUP BY posting.body ->> 'virtualAccountCode', posting.currency, posting.body ->> 'bucket'
  )
  SELECT (SELECT count(*) FROM balanced) = jsonb_array_length(p_transactions)
    AND NOT EXISTS (
      SELECT 1 FROM posting
      WHERE posting.amount IS NULL OR posting.amount = 0 OR posting.amount <> trunc(posting.amount)
        OR abs(posting.amount) > max_amount
        OR (NOT posting.body ? 'worldAccountId' AND ((posting.body ->> 'bucket') IS NULL
          OR (posting.body ->> 'bucket') NOT IN ('CONFIRMED', 'PENDING', 'PAYOUT')
          OR (posting.body ->> 'virtualAccountCode') IS NULL)))
    AND NOT EXISTS (
      SELECT 1
      FROM (SELECT DISTINCT posting.body -> 'worldAccountId' AS id, posting.currency FROM posting
        WHERE posting.body ? 'worldAccountId') AS named
      LEFT JOIN ledger_world_accounts world ON to_jsonb(world.id) = named.id
      WHERE world.id IS NULL OR world.currency IS DISTINCT FROM named.currency)
    AND NOT EXISTS (
      SELECT 1
      FROM moved LEFT JOIN virtual_accounts va ON va.code = moved.code,
        LATERAL (SELECT CASE moved.bucket WHEN 'CONFIRMED' THEN va.confirmed_balance
          WHEN 'PENDING' THEN va.pending_balance ELSE va.payout_balance END AS balance) AS bucket
      WHERE va.code IS NULL OR va.currency IS DISTINCT FROM moved.currency
        OR bucket.balance + moved.taken < 0 OR bucket.balance + moved.brought > max_amount
        OR greatest(va.confirmed_balance, va.pending_balance, va.payout_balance) > max_amount)
  INTO plain;

  -- Otherwise the first refusal in the list's order, if there is one.
  IF plain IS NOT TRUE THEN
    WITH tx AS (
      SELECT entry.position, entry.value AS body, entry.value ->> 'currency' AS currency
      FROM jsonb_array_elements(p_transactions) WITH ORDINALITY AS entry (value, position)
    ), posting AS (
      SELECT tx.position, entry.position AS slot, tx.currency, entry.value AS body,
        CASE WHEN jsonb_typeof(entry.value -> 'amount') = 'number' THEN (entry.value ->> 'amount')::numeric END
          AS amount
      FROM tx, jsonb_array_elements(CASE jsonb_typeof(tx.body -> 'postings') WHEN 'array' THEN tx.body -> 'postings'
        ELSE '[]'::jsonb END) WITH ORDINALITY AS entry (value, position)
    ), posting_refusal AS (
      -- What `ledger_post_transaction` refuses while it reads the postings, posting by posting.
      SELECT posting.position, 1 AS rank, posting.slot,
        CASE
          WHEN posting.amount IS NULL OR posting.amount = 0 OR posting.amount <> trunc(posting.amount)
            OR abs(posting.amount) > max_amount THEN jsonb_build_object('refused', 'INVALID_POSTING')
          WHEN posting.body ? 'worldAccountId' AND world.id IS NULL THEN
            jsonb_build_object('refused', 'UNKNOWN_ACCOUNT', 'account', 'world ' || (posting.body ->> 'worldAccountId'))
          WHEN posting.body ? 'worldAccountId' AND world.currency <> posting.currency THEN
            jsonb_build_object('refused', 'CURRENCY_MISMATCH', 'account', world.kind || ' ' || world.name,
              'accountCurrency', world.currency)
          WHEN NOT posting.body ? 'worldAccountId' AND ((posting.body ->> 'bucket') IS NULL
            OR (posting.body ->> 'bucket') NOT IN ('CONFIRMED', 'PENDING', 'PAYOUT')
            OR (posting.body ->> 'virtualAccountCode') IS NULL) THEN jsonb_build_object('refused', 'INVALID_POSTING')
        END AS answer
      FROM posting
      LEFT JOIN ledger_world_accounts world
        ON posting.body ? 'worldAccountId' AND jsonb_typeof(posting.body -> 'worldAccountId') = 'number'
        AND world.id = (posting.body ->> 'worldAccountId')::numeric
    ), unbalanced AS (
      SELECT tx.position, 2 AS rank, 0::bigint AS slot, jsonb_build_object('refused', 'UNBALANCED') AS answer
      FROM tx LEFT JOIN posting ON posting.position = tx.position
      GROUP BY tx.position, tx.body
      HAVING jsonb_typeof(tx.body -> 'postings') IS DISTINCT FROM 'array' OR count(posting.slot) < 2
        OR coalesce(sum(posting.amount), 0) <> 0
    ), movement AS (
      -- Each transaction's change to each virtual account, in the slot of the account's first posting.
      SELECT posting.position, posting.currency, posting.body ->> 'virtualAccountCode' AS code,
        min(posting.slot) AS slot,
        coalesce(sum(posting.amount) FILTER (WHERE posting.body ->> 'bucket' = 'CONFIRMED'), 0) AS confirmed,
        coalesce(sum(posting.amount) FILTER (WHERE posting.body ->> 'bucket' = 'PENDING'), 0) AS pending,
        coalesce(sum(posting.amount) FILTER (WHERE posting.body ->> 'bucket' = 'PAYOUT'), 0) AS payout
      FROM posting
      WHERE NOT posting.body ? 'worldAccountId' AND posting.body ->> 'bucket' IN ('CONFIRMED', 'PENDING', 'PAYOUT')
      GROUP BY posting.position, posting.currency, posting.body ->> 'virtualAccountCode'
    ), running AS (
      SELECT movement.*, va.code IS NOT NULL AS known, va.currency AS account_currency,
        va.confirmed_balance + sum(movement.confirmed) OVER after_each AS after_confirmed,
        va.pending_balance + sum(movement.pending) OVER after_each AS after_pending,
        va.payout_balance + sum(movement.payout) OVER after_each AS after_payout
      FROM movement LEFT JOIN virtual_accounts va ON va.code = movement.code
      WINDOW after_each AS (PARTITION BY movement.code ORDER BY movement.position)
    ), account_refusal AS (
      SELECT running.position, 3 AS rank, running.slot,
        CASE
          WHEN NOT running.known THEN jsonb_build_object('refused', 'UNKNOWN_ACCOUNT', 'account', running.code)
          WHEN running.account_currency <> running.currency THEN jsonb_build_object('refused', 'CURRENCY_MISMATCH',
            'account', running.code, 'accountCurrency', running.account_currency)
          WHEN running.after_confirmed < 0 THEN jsonb_build_object('refused', 'INSUFFICIENT_BALANCE',
            'account', running.code, 'bucket', 'CONFIRMED', 'available', running.after_confirmed - running.confirmed,
            'needed', -running.confirmed)
          WHEN running.after_pending < 0 THEN jsonb_build_object('refused', 'INSUFFICIENT_BALANCE',
            'account', running.code, 'bucket', 'PENDING', 'available', running.after_pending - running.pending,
            'needed', -running.pending)
          WHEN running.after_payout < 0 THEN jsonb_build_object('refused', 'INSUFFICIENT_BALANCE',
            'account', running.code, 'bucket', 'PAYOUT', 'available', running.after_payout - running.payout,
            'needed', -running.payout)
          WHEN greatest(running.after_confirmed, running.after_pending, running.after_payout) > max_amount THEN
            jsonb_build_object('refused', 'INVALID_POSTING')
        END AS answer
      FROM running
    )
    SELECT refused.answer || jsonb_build_object('position', refused.position) INTO refusal
    FROM (
      SELECT * FROM posting_refusal UNION ALL SELECT * FROM unbalanced UNION ALL SELECT * FROM account_refusal
    ) AS refused
    WHERE refused.answer IS NOT NULL
    ORDER BY refused.position, refused.rank, refused.slot
    LIMIT 1;
    IF refusal IS NOT NULL THEN
      RETURN refusal;
    END IF;
  END IF;

  WITH tx AS (
    SELECT entry.position, entry.value AS body
    FROM jsonb_array_elements(p_transactions) WITH ORDINALITY AS entry (value, position)
  ), inserted AS (
    INSERT INTO ledger_transactions (code, type, status, currency, reference, description, idempotency_key_id)
    SELECT tx.body ->> 'code', tx.body ->> 'type', tx.body ->> 'status', tx.body ->> 'currency',
      tx.body ->> 'reference', tx.body ->> 'description', (tx.body ->> 'idempotencyKeyId')::bigint
    FROM tx ORDER BY tx.position
    RETURNING id, code, currency, created_at
  )
  INSERT INTO ledger_postings (transaction_id, virtual_account_code, world_account_id, bucket, currency, amount,
    created_at)
  SELECT inserted.id, posting.value ->> 'virtualAccountCode', (posting.value ->> 'worldAccountId')::bigint,
    coalesce(posting.value ->> 'bucket', 'WORLD'), inserted.currency, (posting.value ->> 'amount')::bigint,
    inserted.created_at
  FROM tx
  JOIN inserted ON inserted.code = tx.body ->> 'code',
    jsonb_array_elements(tx.body -> 'postings') WITH ORDINALITY AS posting (value, position)
  ORDER BY tx.position, posting.position;

  UPDATE virtual_accounts va SET
    confirmed_balance = va.confirmed_balance + delta.confirmed,
    pending_balance = va.pending_balance + delta.pending,
    payout_balance = va.payout_balance + delta.payout
  FROM (
    SELECT posting.value ->> 'virtualAccountCode' AS code,
      coalesce(sum((posting.value ->> 'amount')::bigint) FILTER (WHERE posting.value ->> 'bucket' = 'CONFIRMED'), 0)
        AS confirmed,
      coalesce(sum((posting.value ->> 'amount')::bigint) FILTER (WHERE posting.value ->> 'bucket' = 'PENDING'), 0)
        AS pending,
      coalesce(sum((posting.value ->> 'amount')::bigint) FILTER (WHERE posting.value ->> 'bucket' = 'PAYOUT'), 0)
        AS payout
    FROM jsonb_array_elements(p_transactions) AS tx (value),
      jsonb_array_elements(tx.value -> 'postings') AS posting (value)
    WHERE posting.value ? 'virtualAccountCode'
    GROUP BY posting.value ->> 'virtualAccountCode'
  ) AS delta
  WHERE va.code = delta.code;
  RETURN NULL;
END;
$$;
