-- Balance transfers that arrive together, made in one statement (src/services/fund/transfer-batcher.ts): one round
-- trip and one commit for the lot instead of one each. Locks every account of every item in ascending code order
-- (accounts, then keys: the one lock order of every money statement), then makes the whole batch together with
-- `balance_transfer_create_all` when every item goes through, else one by one with `balance_transfer_create_each`,
-- so each refusal undoes its item only. Answers as `balance_transfer_create_each` does.
CREATE OR REPLACE FUNCTION "balance_transfer_create_batch"(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM virtual_accounts va
  WHERE va.code IN (
    SELECT entry ->> 'from' FROM jsonb_array_elements(p_items) AS entry
    UNION SELECT entry ->> 'to' FROM jsonb_array_elements(p_items) AS entry)
  ORDER BY va.code
  FOR NO KEY UPDATE;
  RETURN coalesce(balance_transfer_create_all(p_items), balance_transfer_create_each(p_items));
END;
$$;
