DROP INDEX "audit_events_division_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "audit_events_action_idx";--> statement-breakpoint
DROP INDEX "audit_events_at_idx";--> statement-breakpoint
CREATE INDEX "audit_events_merchant_at_idx" ON "audit_events" USING btree ("merchant_code","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_division_at_idx" ON "audit_events" USING btree ("division_code","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_email","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_id_at_idx" ON "audit_events" USING btree ("entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");