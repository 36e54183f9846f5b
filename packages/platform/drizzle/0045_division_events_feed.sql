ALTER TABLE "ledger_postings" ADD COLUMN "written_by" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "position" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "written_by" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_written_by_idx" ON "ledger_postings" USING btree ("written_by","id");--> statement-breakpoint
CREATE INDEX "webhook_events_feed_idx" ON "webhook_events" USING btree ("division_code","written_by","position");