CREATE TABLE "audit_seals" (
	"position" bigint PRIMARY KEY NOT NULL,
	"audit_event_id" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_seals_audit_event_id_unique" UNIQUE("audit_event_id")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "merchant_code" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "division_code" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "audit_events_division_idx" ON "audit_events" USING btree ("merchant_code","division_code","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_email","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");