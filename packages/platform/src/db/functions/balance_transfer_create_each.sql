-- Balance transfers of a batch made one by one (`balance_transfer_create_batch` falls back to it when not every
-- item goes through together). p_items is an array of objects with the arguments of `balance_transfer_create` by
-- name. First every account of every item is locked in ascending code order, the order every other statement locks
-- accounts in, so a batch never waits on another transaction in a circle. Then each item is made in turn, exactly as
-- alone, in a block of its own: a refusal (SQLSTATE OPS01) undoes that item only, its claimed key included, and the
-- items after it see the balances as the items before it left them. Any other error ends the whole statement, so
-- nothing of the batch stays and the caller makes the items one by one. Answers an array in the items' order:
-- {"outcome": what `balance_transfer_create` answered} or {"refused": facts}. (Migration 0014 made it as
-- `balance_transfer_create_batch`; 0033 renamed it.)
CREATE OR REPLACE FUNCTION "balance_transfer_create_each"(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  outcome jsonb;
  refusal text;
  answers jsonb := '[]';
BEGIN
  PERFORM 1 FROM virtual_accounts va
  WHERE va.code IN (
    SELECT entry ->> 'from' FROM jsonb_array_elements(p_items) AS entry
    UNION SELECT entry ->> 'to' FROM jsonb_array_elements(p_items) AS entry)
  ORDER BY va.code
  FOR NO KEY UPDATE;
  FOR item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    BEGIN
      outcome := balance_transfer_create(item ->> 'key', item ->> 'routeId', item ->> 'callerEmail',
        item ->> 'requestHash', (item ->> 'successStatus')::integer, item ->> 'code', item ->> 'ledgerCode',
        item ->> 'from', item ->> 'to', (item ->> 'amount')::bigint, item ->> 'currency', item ->> 'type',
        item ->> 'description');
      answers := answers || jsonb_build_array(jsonb_build_object('outcome', outcome));
    EXCEPTION WHEN SQLSTATE 'OPS01' THEN
      GET STACKED DIAGNOSTICS refusal = PG_EXCEPTION_DETAIL;
      answers := answers || jsonb_build_array(jsonb_build_object('refused', refusal::jsonb));
    END;
  END LOOP;
  RETURN answers;
END;
$$;
