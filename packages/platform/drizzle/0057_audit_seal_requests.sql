CREATE TABLE "audit_seal_requests" (
	"written_by" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"audit_event_ids" bigint[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_seal_requests_written_by_idx" ON "audit_seal_requests" USING btree ("written_by");