CREATE INDEX "payout_batches_status_idx" ON "payout_batches" USING btree ("status","created_at","code");--> statement-breakpoint
CREATE INDEX "payout_batches_code_prefix_idx" ON "payout_batches" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payout_batches_merchant_prefix_idx" ON "payout_batches" USING btree ("merchant_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payout_batches_division_prefix_idx" ON "payout_batches" USING btree ("division_code" text_pattern_ops);