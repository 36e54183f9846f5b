-- Where each audit entry came from, filled from the transaction's activity origin; a hash chain over the trail.
CREATE OR REPLACE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_event_text(entry audit_events) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\x1f',
    entry.id::text, entry.actor_email, entry.action, entry.entity_type, entry.entity_id,
    coalesce(entry.before::text, 'null'), coalesce(entry.after::text, 'null'),
    to_char(entry.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    coalesce(entry.merchant_code, ''), coalesce(entry.division_code, ''),
    coalesce(entry.source, ''), coalesce(entry.reason, ''))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_events_fill_origin() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  origin jsonb := nullif(current_setting('ops.activity', true), '')::jsonb;
BEGIN
  NEW.merchant_code := coalesce(NEW.merchant_code, origin ->> 'merchantCode',
    NEW.after ->> 'merchantCode', NEW.before ->> 'merchantCode');
  NEW.division_code := coalesce(NEW.division_code, origin ->> 'divisionCode',
    NEW.after ->> 'divisionCode', NEW.before ->> 'divisionCode');
  NEW.source := coalesce(NEW.source, origin ->> 'source');
  NEW.reason := coalesce(NEW.reason, origin ->> 'reason');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER "audit_events_origin" BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_fill_origin"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_events_sealed" AFTER INSERT ON "audit_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "audit_events_seal"();
--> statement-breakpoint
CREATE TRIGGER "audit_seals_append_only" BEFORE UPDATE OR DELETE ON "audit_seals"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_seals_no_truncate" BEFORE TRUNCATE ON "audit_seals"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
--> statement-breakpoint
-- The entries written before the chain existed are sealed in the order they were written.
DO $$
DECLARE
  entry audit_events;
  previous text := '';
  next_position bigint := 0;
BEGIN
  FOR entry IN SELECT * FROM audit_events ORDER BY id LOOP
    next_position := next_position + 1;
    previous := encode(sha256(convert_to(previous || audit_event_text(entry), 'UTF8')), 'hex');
    INSERT INTO audit_seals (position, audit_event_id, hash) VALUES (next_position, entry.id, previous);
  END LOOP;
END;
$$;
