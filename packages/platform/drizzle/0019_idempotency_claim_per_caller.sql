-- An Idempotency-Key is its caller's (migration 0018 makes it unique per caller, key and route): another user's
-- request with the same key is claimed as a request of its own, not answered 409 or replayed. Otherwise as in 0013.
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
