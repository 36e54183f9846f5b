-- As an audit entry's transaction commits (a deferred constraint trigger): its seal, the SHA-256 of the previous
-- seal's hash and the entry's text, at the next position. One sealer at a time (a transaction advisory lock, held
-- from here to the commit), so positions follow commit order without gaps.
CREATE OR REPLACE FUNCTION audit_events_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_position bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(4242001);
  SELECT position, hash INTO last_position, last_hash FROM audit_seals ORDER BY position DESC LIMIT 1;
  INSERT INTO audit_seals (position, audit_event_id, hash)
  VALUES (coalesce(last_position, 0) + 1, NEW.id,
    encode(sha256(convert_to(coalesce(last_hash, '') || audit_event_text(NEW), 'UTF8')), 'hex'));
  RETURN NULL;
END;
$$;
