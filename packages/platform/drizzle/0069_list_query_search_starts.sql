CREATE INDEX "bank_statement_lines_code_search_idx" ON "bank_statement_lines" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_reference_search_idx" ON "bank_statement_lines" USING btree (lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_payout_search_idx" ON "bank_statement_lines" USING btree (lower("payout_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_code_search_idx" ON "reports" USING btree ("division_code",lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_account_search_idx" ON "reports" USING btree ("division_code",lower("virtual_account_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_seller_search_idx" ON "reports" USING btree ("division_code",lower("account_holder_code") text_pattern_ops);