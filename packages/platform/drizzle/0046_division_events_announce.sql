-- Custom SQL migration file, put your code below! ---- Announces new division events (webhook events, ledger postings) on the `ops_events` channel once per statement;
-- the NOTIFY arrives when the transaction commits, and wakes the events feed's long waits (`services/events/`).
CREATE OR REPLACE FUNCTION "division_events_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ops_events', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "webhook_events_announce" AFTER INSERT ON "webhook_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "division_events_announce"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_announce" AFTER INSERT ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "division_events_announce"();
