CREATE INDEX "psp_report_lines_code_prefix_idx" ON "psp_report_lines" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psp_report_lines_reference_prefix_idx" ON "psp_report_lines" USING btree ("psp_reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psp_report_lines_batch_prefix_idx" ON "psp_report_lines" USING btree ("batch_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psp_report_lines_execution_prefix_idx" ON "psp_report_lines" USING btree ("execution_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psp_report_lines_merchant_prefix_idx" ON "psp_report_lines" USING btree ("merchant_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psp_report_lines_division_prefix_idx" ON "psp_report_lines" USING btree ("division_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psp_report_lines_settled_idx" ON "psp_report_lines" USING btree ("booking_date");