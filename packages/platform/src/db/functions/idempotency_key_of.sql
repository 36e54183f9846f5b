-- The Idempotency-Key a transfer item of a batch claimed (its caller's, for its route), if it has one.
CREATE OR REPLACE FUNCTION "idempotency_key_of"(p_item jsonb) RETURNS TABLE (id bigint) LANGUAGE sql STABLE AS $$
  SELECT k.id FROM idempotency_keys k
  WHERE k.caller_email = p_item ->> 'callerEmail' AND k.key = p_item ->> 'key' AND k.route_id = p_item ->> 'routeId'
  LIMIT 1
$$;
