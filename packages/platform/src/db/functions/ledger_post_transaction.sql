-- The ledger's posting routine, the one implementation behind `postTransaction` (src/ledger/post-transaction.ts).
-- It checks the postings (whole non-zero amounts within JavaScript's safe integers, at least two, summing to zero,
-- every account known and in the transaction's currency), locks the touched virtual accounts in ascending code
-- order (FOR NO KEY UPDATE), refuses a move that takes a balance below zero, then writes the transaction and its
-- postings and applies them to the balances. A refusal is answered, not raised, before anything is written:
-- {"refused": reason, ...facts}, so the caller's transaction stays usable. Otherwise it answers
-- {"id", "createdAt" (ISO 8601, UTC, milliseconds), "balances": {code: {confirmed, pending, payout}}} with the
-- touched accounts' balances after the move. Its statements are planned once per connection, not per call.
CREATE OR REPLACE FUNCTION "ledger_post_transaction"(
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
