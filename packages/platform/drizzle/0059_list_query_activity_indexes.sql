CREATE INDEX "audit_events_entity_id_prefix_idx" ON "audit_events" USING btree ("entity_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_events_actor_prefix_idx" ON "audit_events" USING btree ("actor_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_events_action_prefix_idx" ON "audit_events" USING btree ("action" text_pattern_ops);