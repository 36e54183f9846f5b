-- The ledger's posting routine, the one implementation behind `postTransaction` (src/ledger/post-transaction.ts).
-- It checks the postings (whole non-zero amounts within JavaScript's safe integers, at least two, summing to zero,
-- every account known and in the transaction's currency), locks the touched virtual accounts in ascending code
-- order (FOR NO KEY UPDATE), refuses a move that takes a balance below zero, then writes the transaction and its
-- postings and applies them to the balances. A refusal is answered, not raised, before anything is written:
-- {"refused": reason, ...facts}, so the caller's transaction stays usable. Otherwise it answers
-- {"id", "createdAt" (ISO 8601, UTC, milliseconds), "balances": {code: {confirmed, pending, payout}}} with the
-- touched accounts' balances after the move. Its statements are planned once per connection, not per call.
CREATE FUNCTION "ledger_post_transaction"(
  p_code text,
  p_type text,
  p_status text,
  p_currency text,
  p_reference text,
  p_description text,
  p_idempotency_key_id bigint,
  -- [{"virtualAccountCode", "bucket", "amount"} | {"worldAccountId", "amount"}, ...]
  p_postings jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  max_amount constant numeric := 9007199254740991;
  posting jsonb;
  amount numeric;
  total numeric := 0;
  world record;
  account record;
  codes text[] := '{}';
  confirmed_delta bigint[] := '{}';
  pending_delta bigint[] := '{}';
  payout_delta bigint[] := '{}';
  currencies text[];
  confirmed_before bigint[];
  pending_before bigint[];
  payout_before bigint[];
  slot integer;
  after_confirmed numeric;
  after_pending numeric;
  after_payout numeric;
  balances jsonb := '{}';
  new_id bigint;
  created timestamptz;
BEGIN
  IF jsonb_typeof(p_postings) IS DISTINCT FROM 'array' THEN
    RETURN jsonb_build_object('refused', 'UNBALANCED');
  END IF;
  FOR posting IN SELECT value FROM jsonb_array_elements(p_postings) LOOP
    IF jsonb_typeof(posting -> 'amount') IS DISTINCT FROM 'number' THEN
      RETURN jsonb_build_object('refused', 'INVALID_POSTING');
    END IF;
    amount := (posting ->> 'amount')::numeric;
    IF amount = 0 OR amount <> trunc(amount) OR abs(amount) > max_amount THEN
      RETURN jsonb_build_object('refused', 'INVALID_POSTING');
    END IF;
    IF posting ? 'worldAccountId' THEN
      SELECT kind, name, currency INTO world FROM ledger_world_accounts
      WHERE id = (posting ->> 'worldAccountId')::bigint;
      IF NOT FOUND THEN
        RETURN jsonb_build_object('refused', 'UNKNOWN_ACCOUNT', 'account', 'world ' || (posting ->> 'worldAccountId'));
      END IF;
      IF world.currency <> p_currency THEN
        RETURN jsonb_build_object('refused', 'CURRENCY_MISMATCH', 'account', world.kind || ' ' || world.name,
          'accountCurrency', world.currency);
      END IF;
    ELSE
      IF (posting ->> 'bucket') IS NULL OR (posting ->> 'bucket') NOT IN ('CONFIRMED', 'PENDING', 'PAYOUT')
        OR (posting ->> 'virtualAccountCode') IS NULL THEN
        RETURN jsonb_build_object('refused', 'INVALID_POSTING');
      END IF;
      slot := array_position(codes, posting ->> 'virtualAccountCode');
      IF slot IS NULL THEN
        codes := codes || (posting ->> 'virtualAccountCode');
        confirmed_delta := confirmed_delta || 0::bigint;
        pending_delta := pending_delta || 0::bigint;
        payout_delta := payout_delta || 0::bigint;
        slot := cardinality(codes);
      END IF;
      CASE posting ->> 'bucket'
        WHEN 'CONFIRMED' THEN confirmed_delta[slot] := confirmed_delta[slot] + amount;
        WHEN 'PENDING' THEN pending_delta[slot] := pending_delta[slot] + amount;
        ELSE payout_delta[slot] := payout_delta[slot] + amount;
      END CASE;
    END IF;
    total := total + amount;
  END LOOP;
  IF jsonb_array_length(p_postings) < 2 OR total <> 0 THEN
    RETURN jsonb_build_object('refused', 'UNBALANCED');
  END IF;

  -- Ascending code order, so two transactions never wait on each other in a circle. FOR NO KEY UPDATE is the lock
  -- the balance UPDATE takes anyway; inserts that merely reference the account still get through.
  currencies := array_fill(null::text, ARRAY[cardinality(codes)]);
  confirmed_before := array_fill(null::bigint, ARRAY[cardinality(codes)]);
  pending_before := confirmed_before;
  payout_before := confirmed_before;
  FOR account IN
    SELECT va.code, va.currency, va.confirmed_balance, va.pending_balance, va.payout_balance
    FROM virtual_accounts va WHERE va.code = ANY (codes) ORDER BY va.code FOR NO KEY UPDATE
  LOOP
    slot := array_position(codes, account.code);
    currencies[slot] := account.currency;
    confirmed_before[slot] := account.confirmed_balance;
    pending_before[slot] := account.pending_balance;
    payout_before[slot] := account.payout_balance;
  END LOOP;
  FOR slot IN 1 .. cardinality(codes) LOOP
    IF currencies[slot] IS NULL THEN
      RETURN jsonb_build_object('refused', 'UNKNOWN_ACCOUNT', 'account', codes[slot]);
    END IF;
    IF currencies[slot] <> p_currency THEN
      RETURN jsonb_build_object('refused', 'CURRENCY_MISMATCH', 'account', codes[slot],
        'accountCurrency', currencies[slot]);
    END IF;
    after_confirmed := confirmed_before[slot] + confirmed_delta[slot];
    after_pending := pending_before[slot] + pending_delta[slot];
    after_payout := payout_before[slot] + payout_delta[slot];
    IF after_confirmed < 0 THEN
      RETURN jsonb_build_object('refused', 'INSUFFICIENT_BALANCE', 'account', codes[slot], 'bucket', 'CONFIRMED',
        'available', confirmed_before[slot], 'needed', -confirmed_delta[slot]);
    END IF;
    IF after_pending < 0 THEN
      RETURN jsonb_build_object('refused', 'INSUFFICIENT_BALANCE', 'account', codes[slot], 'bucket', 'PENDING',
        'available', pending_before[slot], 'needed', -pending_delta[slot]);
    END IF;
    IF after_payout < 0 THEN
      RETURN jsonb_build_object('refused', 'INSUFFICIENT_BALANCE', 'account', codes[slot], 'bucket', 'PAYOUT',
        'available', payout_before[slot], 'needed', -payout_delta[slot]);
    END IF;
    IF greatest(after_confirmed, after_pending, after_payout) > max_amount THEN
      RETURN jsonb_build_object('refused', 'INVALID_POSTING');
    END IF;
    balances := balances || jsonb_build_object(codes[slot],
      jsonb_build_object('confirmed', after_confirmed, 'pending', after_pending, 'payout', after_payout));
  END LOOP;

  INSERT INTO ledger_transactions (code, type, status, currency, reference, description, idempotency_key_id)
  VALUES (p_code, p_type, p_status, p_currency, p_reference, p_description, p_idempotency_key_id)
  RETURNING id, created_at INTO new_id, created;
  INSERT INTO ledger_postings (transaction_id, virtual_account_code, world_account_id, bucket, currency, amount,
    created_at)
  SELECT new_id, entry.posting ->> 'virtualAccountCode', (entry.posting ->> 'worldAccountId')::bigint,
    coalesce(entry.posting ->> 'bucket', 'WORLD'), p_currency, (entry.posting ->> 'amount')::bigint, created
  FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS entry (posting, position)
  ORDER BY entry.position;
  UPDATE virtual_accounts va SET
    confirmed_balance = va.confirmed_balance + delta.confirmed,
    pending_balance = va.pending_balance + delta.pending,
    payout_balance = va.payout_balance + delta.payout
  FROM unnest(codes, confirmed_delta, pending_delta, payout_delta) AS delta (code, confirmed, pending, payout)
  WHERE va.code = delta.code;
  RETURN jsonb_build_object('id', new_id,
    'createdAt', to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'balances', balances);
END;
$$;
--> statement-breakpoint
-- Claims a money-moving request's Idempotency-Key in the caller's transaction (src/ledger/idempotency.ts). Answers
-- {"keyId"} when claimed, {"replay": {"status", "body"}} when the same request (same hash, same caller) already
-- has its answer, {"reused": true} when the key went with a different request. On PostgreSQL a concurrent request
-- with the same key waits on the unique index until that transaction ends; the SELECT after it takes a new snapshot
-- (READ COMMITTED, a volatile function), so it sees the answer that transaction committed.
CREATE FUNCTION "idempotency_claim"(p_key text, p_route_id text, p_caller_email text, p_request_hash text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claimed bigint;
  first record;
BEGIN
  INSERT INTO idempotency_keys (key, route_id, caller_email, request_hash)
  VALUES (p_key, p_route_id, p_caller_email, p_request_hash)
  ON CONFLICT DO NOTHING
  RETURNING id INTO claimed;
  IF claimed IS NOT NULL THEN
    RETURN jsonb_build_object('keyId', claimed);
  END IF;
  SELECT k.request_hash, k.caller_email, k.response_status, k.response_body INTO first
  FROM idempotency_keys k WHERE k.key = p_key AND k.route_id = p_route_id;
  IF NOT FOUND OR first.response_status IS NULL THEN
    RAISE EXCEPTION 'idempotency key % has no answer', p_key;
  END IF;
  IF first.request_hash <> p_request_hash OR first.caller_email <> p_caller_email THEN
    RETURN jsonb_build_object('reused', true);
  END IF;
  RETURN jsonb_build_object('replay', jsonb_build_object('status', first.response_status, 'body', first.response_body));
END;
$$;
--> statement-breakpoint
-- A balance transfer (spec sections 4 and 5) in one statement, so it is its own database transaction and holds its
-- accounts' locks for no longer than it runs (src/services/fund/create-balance-transfer.ts): claims the
-- Idempotency-Key (when p_key is given; a replay or reused key is answered as `idempotency_claim` answers it), locks
-- both accounts in code order with their division's config and checks the rules (both accounts live, in the
-- transfer's currency, an allowed direction, one division, transfers enabled there), posts through
-- `ledger_post_transaction`, writes the transfer and its audit entry and completes the key with the answer.
-- Answers {"answer": transfer as the contract's BalanceTransfer}. A refusal raises SQLSTATE OPS01 with the facts
-- as JSON in its DETAIL ({"refused": reason, ...}), so nothing of the call stays, the claimed key included.
CREATE FUNCTION "balance_transfer_create"(
  p_key text,
  p_route_id text,
  p_caller_email text,
  p_request_hash text,
  p_success_status integer,
  p_code text,
  p_ledger_code text,
  p_from text,
  p_to text,
  p_amount bigint,
  p_currency text,
  p_type text,
  p_description text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claim jsonb;
  key_id bigint;
  account record;
  from_found boolean := false;
  from_type text;
  from_currency text;
  from_merchant text;
  from_division text;
  from_enabled boolean;
  to_found boolean := false;
  to_type text;
  to_currency text;
  to_merchant text;
  to_division text;
  unknown_fields text[] := '{}';
  refusal jsonb;
  posted jsonb;
  transfer jsonb;
BEGIN
  IF p_key IS NOT NULL THEN
    claim := idempotency_claim(p_key, p_route_id, p_caller_email, p_request_hash);
    IF NOT claim ? 'keyId' THEN
      RETURN claim;
    END IF;
    key_id := (claim ->> 'keyId')::bigint;
  END IF;

  FOR account IN
    SELECT va.code, va.type, va.currency, va.merchant_code, va.division_code,
      d.balance_transfers_enabled AS enabled, d.deleted_at IS NULL AND ah.deleted_at IS NULL AS live
    FROM virtual_accounts va
    JOIN divisions d ON d.code = va.division_code
    LEFT JOIN account_holders ah ON ah.code = va.account_holder_code
    WHERE va.code IN (p_from, p_to)
    ORDER BY va.code
    FOR NO KEY UPDATE OF va
  LOOP
    IF account.code = p_from AND account.live THEN
      from_found := true;
      from_type := account.type;
      from_currency := account.currency;
      from_merchant := account.merchant_code;
      from_division := account.division_code;
      from_enabled := account.enabled;
    ELSIF account.code = p_to AND account.live THEN
      to_found := true;
      to_type := account.type;
      to_currency := account.currency;
      to_merchant := account.merchant_code;
      to_division := account.division_code;
    END IF;
  END LOOP;
  IF NOT from_found THEN
    unknown_fields := unknown_fields || 'fromVirtualAccountCode'::text;
  END IF;
  IF NOT to_found THEN
    unknown_fields := unknown_fields || 'toVirtualAccountCode'::text;
  END IF;
  IF cardinality(unknown_fields) > 0 THEN
    refusal := jsonb_build_object('refused', 'CHECK_VIRTUAL_ACCOUNT_CODE', 'fields', to_jsonb(unknown_fields));
  ELSIF from_currency <> p_currency THEN
    refusal := jsonb_build_object('refused', 'TRANSFER_CURRENCY', 'account', p_from, 'accountCurrency', from_currency);
  ELSIF to_currency <> p_currency THEN
    refusal := jsonb_build_object('refused', 'TRANSFER_CURRENCY', 'account', p_to, 'accountCurrency', to_currency);
  ELSIF (from_type, to_type) NOT IN (('SELLER', 'SELLER'), ('SELLER', 'DIVISION_INCOME'), ('DIVISION_INCOME', 'SELLER'))
  THEN
    refusal := jsonb_build_object('refused', 'DIRECTION_NOT_ALLOWED');
  ELSIF from_merchant <> to_merchant OR from_division <> to_division THEN
    refusal := jsonb_build_object('refused', 'DIFFERENT_DIVISIONS');
  ELSIF NOT from_enabled THEN
    refusal := jsonb_build_object('refused', 'TRANSFERS_DISABLED');
  ELSE
    posted := ledger_post_transaction(p_ledger_code, 'BALANCE_TRANSFER', 'CONFIRMED', p_currency, p_code,
      p_description, key_id, jsonb_build_array(
        jsonb_build_object('virtualAccountCode', p_from, 'bucket', 'CONFIRMED', 'amount', -p_amount),
        jsonb_build_object('virtualAccountCode', p_to, 'bucket', 'CONFIRMED', 'amount', p_amount)));
    IF posted ? 'refused' THEN
      refusal := posted;
    END IF;
  END IF;
  IF refusal IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'OPS01', MESSAGE = 'balance transfer refused', DETAIL = refusal::text;
  END IF;

  INSERT INTO balance_transfers (code, merchant_code, division_code, from_virtual_account_code,
    to_virtual_account_code, amount, currency, type, description, created_by, ledger_transaction_id)
  VALUES (p_code, from_merchant, from_division, p_from, p_to, p_amount, p_currency, p_type, p_description,
    p_caller_email, (posted ->> 'id')::bigint);
  transfer := jsonb_build_object('code', p_code, 'merchantCode', from_merchant, 'divisionCode', from_division,
    'fromVirtualAccountCode', p_from, 'toVirtualAccountCode', p_to, 'amount', p_amount, 'currency', p_currency,
    'type', p_type, 'description', p_description, 'createdBy', p_caller_email, 'createdAt', posted -> 'createdAt');
  INSERT INTO audit_events (actor_email, action, entity_type, entity_id, before, after)
  VALUES (p_caller_email, p_route_id, 'balanceTransfer', p_code, null, transfer);
  IF key_id IS NOT NULL THEN
    UPDATE idempotency_keys SET response_status = p_success_status, response_body = transfer WHERE id = key_id;
  END IF;
  RETURN jsonb_build_object('answer', transfer);
END;
$$;
