-- One account of a transfer with what `balance_transfer_create` checks of it, looked up by its code. The batch's
-- lookups go through this function and `idempotency_key_of` (and LIMIT 1) so that each is an index lookup per item:
-- joined to the items directly, the planner, which expects a hundred items, reads a whole table into a hash
-- instead.
CREATE OR REPLACE FUNCTION "balance_transfer_account"(p_code text)
RETURNS TABLE (code text, type text, currency text, merchant_code text, division_code text, enabled boolean,
  live boolean)
LANGUAGE sql STABLE AS $$
  SELECT va.code, va.type, va.currency, va.merchant_code, va.division_code, d.balance_transfers_enabled,
    d.deleted_at IS NULL AND ah.deleted_at IS NULL
  FROM virtual_accounts va
  JOIN divisions d ON d.code = va.division_code
  LEFT JOIN account_holders ah ON ah.code = va.account_holder_code
  WHERE va.code = p_code
  LIMIT 1
$$;
