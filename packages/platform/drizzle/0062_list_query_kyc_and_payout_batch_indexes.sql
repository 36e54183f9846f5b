CREATE INDEX "kyc_tasks_code_prefix_idx" ON "kyc_tasks" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "kyc_tasks_seller_prefix_idx" ON "kyc_tasks" USING btree ("account_holder_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "kyc_tasks_merchant_prefix_idx" ON "kyc_tasks" USING btree ("merchant_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "kyc_tasks_division_prefix_idx" ON "kyc_tasks" USING btree ("division_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payout_batches_status_idx" ON "payout_batches" USING btree ("status","created_at","code");--> statement-breakpoint
CREATE INDEX "payout_batches_code_prefix_idx" ON "payout_batches" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payout_batches_merchant_prefix_idx" ON "payout_batches" USING btree ("merchant_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payout_batches_division_prefix_idx" ON "payout_batches" USING btree ("division_code" text_pattern_ops);