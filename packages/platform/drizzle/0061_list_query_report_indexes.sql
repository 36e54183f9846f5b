CREATE INDEX "reports_code_prefix_idx" ON "reports" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_account_prefix_idx" ON "reports" USING btree ("virtual_account_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_seller_prefix_idx" ON "reports" USING btree ("account_holder_code" text_pattern_ops);