-- Custom SQL migration file, put your code below! ---- After a statement writes audit entries (the trigger `audit_events_sealed`, its new rows as `added`): asks for their
-- seal as the transaction commits, one row of `audit_seal_requests` naming them, whose deferred trigger seals them.
CREATE OR REPLACE FUNCTION audit_events_request_seal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_seal_requests (audit_event_ids)
  SELECT array_agg(id ORDER BY id) FROM added HAVING count(*) > 0;
  RETURN NULL;
END;
$$;

--> statement-breakpoint
-- As a transaction that wrote audit entries commits (a deferred constraint trigger on its seal requests): the seals
-- of all its entries at once, in the order they were written, each the SHA-256 of the previous seal's hash and the
-- entry's text, at the next positions. Its first request takes every request of the transaction; the others find
-- none left. One sealer at a time (a transaction advisory lock, held from here to the commit), so positions follow
-- commit order without gaps; the chain's head is read once and the seals written in one statement.
CREATE OR REPLACE FUNCTION audit_events_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  requested bigint[];
  last_position bigint;
  last_hash text;
  entry audit_events;
  ids bigint[] := '{}';
  hashes text[] := '{}';
BEGIN
  WITH taken AS (
    DELETE FROM audit_seal_requests WHERE written_by = NEW.written_by RETURNING audit_event_ids
  )
  SELECT array_agg(id ORDER BY id) INTO requested FROM taken, unnest(taken.audit_event_ids) AS id;
  IF requested IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(4242001);
  SELECT position, hash INTO last_position, last_hash FROM audit_seals ORDER BY position DESC LIMIT 1;
  FOR entry IN SELECT e.* FROM unnest(requested) AS r (id) JOIN audit_events e ON e.id = r.id ORDER BY e.id LOOP
    last_hash := encode(sha256(convert_to(coalesce(last_hash, '') || audit_event_text(entry), 'UTF8')), 'hex');
    ids := ids || entry.id;
    hashes := hashes || last_hash;
  END LOOP;
  INSERT INTO audit_seals (position, audit_event_id, hash)
  SELECT coalesce(last_position, 0) + n, id, hash FROM unnest(ids, hashes) WITH ORDINALITY AS sealed (id, hash, n);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An entry's seal is asked for once a statement (its rows as a transition table) and made once a transaction,
-- instead of a deferred trigger a row that read the chain's head and wrote one seal each.
DROP TRIGGER "audit_events_sealed" ON "audit_events";
--> statement-breakpoint
CREATE TRIGGER "audit_events_sealed" AFTER INSERT ON "audit_events" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_request_seal"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_seal_requests_sealed" AFTER INSERT ON "audit_seal_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "audit_events_seal"();
