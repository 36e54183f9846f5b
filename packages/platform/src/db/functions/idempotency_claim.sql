-- Claims a money-moving request's Idempotency-Key in the caller's transaction (src/ledger/idempotency.ts). Answers
-- {"keyId"} when claimed, {"replay": {"status", "body"}} when the same request (same hash, same caller) already
-- has its answer, {"reused": true} when the key went with a different request. A key is its caller's (unique per
-- caller, key and route): another user's request with the same key is claimed as a request of its own. On
-- PostgreSQL a concurrent request with the same key waits on the unique index until that transaction ends; the
-- SELECT after it takes a new snapshot (READ COMMITTED, a volatile function), so it sees the answer that
-- transaction committed.
CREATE OR REPLACE FUNCTION "idempotency_claim"(p_key text, p_route_id text, p_caller_email text, p_request_hash text)
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
  SELECT k.request_hash, k.response_status, k.response_body INTO first
  FROM idempotency_keys k
  WHERE k.caller_email = p_caller_email AND k.key = p_key AND k.route_id = p_route_id;
  IF NOT FOUND OR first.response_status IS NULL THEN
    RAISE EXCEPTION 'idempotency key % has no answer', p_key;
  END IF;
  IF first.request_hash <> p_request_hash THEN
    RETURN jsonb_build_object('reused', true);
  END IF;
  RETURN jsonb_build_object('replay', jsonb_build_object('status', first.response_status, 'body', first.response_body));
END;
$$;
