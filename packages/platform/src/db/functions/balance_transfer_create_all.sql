-- A batch of balance transfers made together (`balance_transfer_create_batch`, once it has locked the accounts): a
-- few statements over all of its items instead of a dozen per item. It checks what `balance_transfer_create`
-- checks, for every item at once, and writes nothing unless every item passes: its accounts known and live, in the
-- transfer's currency, a direction that is allowed, one division with transfers on, each Idempotency-Key new (a
-- key claimed before, or twice in the batch, is a replay or a 409 that only the one-by-one path answers), and the
-- balances never below zero after any item, in the items' order (`ledger_post_transactions`). Each item then answers
-- exactly what it answers alone: the same transfer, ledger transaction and postings, audit event and stored key
-- answer. Answers null when an item does not go through, so the batch is made one by one instead.
CREATE OR REPLACE FUNCTION "balance_transfer_create_all"(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  keyed integer;
  refusal jsonb;
  answers jsonb;
BEGIN
  IF EXISTS (
    SELECT 1
    FROM jsonb_array_elements(p_items) AS item (value)
    LEFT JOIN LATERAL (SELECT * FROM balance_transfer_account(item.value ->> 'from')) fa ON true
    LEFT JOIN LATERAL (SELECT * FROM balance_transfer_account(item.value ->> 'to')) ta ON true
    WHERE (fa.live AND ta.live AND fa.code <> ta.code
      AND fa.currency = item.value ->> 'currency' AND ta.currency = item.value ->> 'currency'
      AND (fa.type, ta.type) IN (('SELLER', 'SELLER'), ('SELLER', 'DIVISION_INCOME'), ('DIVISION_INCOME', 'SELLER'))
      AND fa.merchant_code = ta.merchant_code AND fa.division_code = ta.division_code
      AND fa.enabled) IS NOT TRUE
  ) THEN
    RETURN NULL;
  END IF;

  BEGIN
    SELECT count(*) INTO keyed FROM jsonb_array_elements(p_items) AS item (value) WHERE item.value ->> 'key' IS NOT NULL;
    WITH claimed AS (
      INSERT INTO idempotency_keys (key, route_id, caller_email, request_hash)
      SELECT item.value ->> 'key', item.value ->> 'routeId', item.value ->> 'callerEmail', item.value ->> 'requestHash'
      FROM jsonb_array_elements(p_items) WITH ORDINALITY AS item (value, position)
      WHERE item.value ->> 'key' IS NOT NULL
      ORDER BY item.position
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT keyed - count(*) INTO keyed FROM claimed;
    IF keyed <> 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'OPS02', MESSAGE = 'an Idempotency-Key of the batch was claimed before';
    END IF;

    refusal := ledger_post_transactions((
      SELECT jsonb_agg(jsonb_build_object('code', item.value ->> 'ledgerCode', 'type', 'BALANCE_TRANSFER',
        'status', 'CONFIRMED', 'currency', item.value ->> 'currency', 'reference', item.value ->> 'code',
        'description', item.value ->> 'description', 'idempotencyKeyId', k.id,
        'postings', jsonb_build_array(
          jsonb_build_object('virtualAccountCode', item.value ->> 'from', 'bucket', 'CONFIRMED',
            'amount', -(item.value ->> 'amount')::bigint),
          jsonb_build_object('virtualAccountCode', item.value ->> 'to', 'bucket', 'CONFIRMED',
            'amount', (item.value ->> 'amount')::bigint))) ORDER BY item.position)
      FROM jsonb_array_elements(p_items) WITH ORDINALITY AS item (value, position)
      LEFT JOIN LATERAL (SELECT * FROM idempotency_key_of(item.value)) k ON true));
    IF refusal IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'OPS02', MESSAGE = 'an item of the batch is refused';
    END IF;

    WITH made AS (
      SELECT item.position, item.value ->> 'code' AS code, fa.merchant_code, fa.division_code,
        item.value ->> 'from' AS from_code, item.value ->> 'to' AS to_code, (item.value ->> 'amount')::bigint AS amount,
        item.value ->> 'currency' AS currency, item.value ->> 'type' AS type, item.value ->> 'description' AS description,
        item.value ->> 'callerEmail' AS caller_email, item.value ->> 'routeId' AS route_id, k.id AS key_id,
        (item.value ->> 'successStatus')::integer AS success_status, lt.id AS ledger_transaction_id,
        to_char(lt.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
      FROM jsonb_array_elements(p_items) WITH ORDINALITY AS item (value, position)
      JOIN LATERAL (SELECT * FROM balance_transfer_account(item.value ->> 'from')) fa ON true
      JOIN LATERAL (SELECT l.id, l.created_at FROM ledger_transactions l WHERE l.code = item.value ->> 'ledgerCode'
        LIMIT 1) lt ON true
      LEFT JOIN LATERAL (SELECT * FROM idempotency_key_of(item.value)) k ON true
    ), answered AS (
      SELECT made.*, jsonb_build_object('code', made.code, 'merchantCode', made.merchant_code,
        'divisionCode', made.division_code, 'fromVirtualAccountCode', made.from_code,
        'toVirtualAccountCode', made.to_code, 'amount', made.amount, 'currency', made.currency, 'type', made.type,
        'description', made.description, 'createdBy', made.caller_email, 'createdAt', made.created_at) AS transfer
      FROM made
    ), transfers AS (
      INSERT INTO balance_transfers (code, merchant_code, division_code, from_virtual_account_code,
        to_virtual_account_code, amount, currency, type, description, created_by, ledger_transaction_id)
      SELECT code, merchant_code, division_code, from_code, to_code, amount, currency, type, description,
        caller_email, ledger_transaction_id
      FROM answered ORDER BY position
    ), audits AS (
      INSERT INTO audit_events (actor_email, action, entity_type, entity_id, before, after)
      SELECT caller_email, route_id, 'balanceTransfer', code, null, transfer FROM answered ORDER BY position
    ), keys AS (
      UPDATE idempotency_keys k SET response_status = answered.success_status, response_body = answered.transfer
      FROM answered WHERE k.id = answered.key_id
    )
    SELECT jsonb_agg(jsonb_build_object('outcome', jsonb_build_object('answer', transfer)) ORDER BY position)
    INTO answers FROM answered;
    RETURN answers;
  EXCEPTION WHEN SQLSTATE 'OPS02' THEN
    RETURN NULL;
  END;
END;
$$;
