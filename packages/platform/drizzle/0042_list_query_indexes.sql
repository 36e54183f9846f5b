CREATE INDEX "payout_requests_account_holder_prefix_idx" ON "payout_requests" USING btree ("account_holder_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payout_requests_code_prefix_idx" ON "payout_requests" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payout_requests_payout_prefix_idx" ON "payout_requests" USING btree ("payout_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "split_shares_account_holder_prefix_idx" ON "split_shares" USING btree ("account_holder_code" text_pattern_ops,"transaction_code");--> statement-breakpoint
CREATE INDEX "split_transactions_division_amount_idx" ON "split_transactions" USING btree ("division_code","total_amount","created_at");--> statement-breakpoint
CREATE INDEX "split_transactions_division_currency_idx" ON "split_transactions" USING btree ("division_code","currency","created_at");