-- After a statement writes audit entries (the trigger `audit_events_sealed`, its new rows as `added`): asks for their
-- seal as the transaction commits, one row of `audit_seal_requests` naming them, whose deferred trigger seals them.
CREATE OR REPLACE FUNCTION audit_events_request_seal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_seal_requests (audit_event_ids)
  SELECT array_agg(id ORDER BY id) FROM added HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
