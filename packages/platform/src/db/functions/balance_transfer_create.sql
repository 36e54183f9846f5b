-- A balance transfer (spec sections 4 and 5) in one statement, so it is its own database transaction and holds its
-- accounts' locks for no longer than it runs (src/services/fund/create-balance-transfer.ts): locks both accounts in
-- code order with their division's config, then claims the Idempotency-Key (when p_key is given; a replay or reused
-- key is answered as `idempotency_claim` answers it), the one lock order of every money statement (accounts, then
-- keys); checks the rules (both accounts live, in the transfer's currency, an allowed direction, one division,
-- transfers enabled there), posts through `ledger_post_transaction`, writes the transfer and its audit entry and
-- completes the key with the answer. Answers {"answer": transfer as the contract's BalanceTransfer}. A refusal
-- raises SQLSTATE OPS01 with the facts as JSON in its DETAIL ({"refused": reason, ...}), so nothing of the call
-- stays, the claimed key included.
CREATE OR REPLACE FUNCTION "balance_transfer_create"(
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

  IF p_key IS NOT NULL THEN
    claim := idempotency_claim(p_key, p_route_id, p_caller_email, p_request_hash);
    IF NOT claim ? 'keyId' THEN
      RETURN claim;
    END IF;
    key_id := (claim ->> 'keyId')::bigint;
  END IF;
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
