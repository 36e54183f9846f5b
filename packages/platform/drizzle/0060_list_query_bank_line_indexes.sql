CREATE INDEX "bank_statement_lines_code_prefix_idx" ON "bank_statement_lines" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_reference_prefix_idx" ON "bank_statement_lines" USING btree ("reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_payout_prefix_idx" ON "bank_statement_lines" USING btree ("payout_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_file_idx" ON "bank_statement_lines" USING btree ("file_code");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_settled_idx" ON "bank_statement_lines" USING btree (coalesce("booking_date", ("created_at" at time zone 'UTC')::date));