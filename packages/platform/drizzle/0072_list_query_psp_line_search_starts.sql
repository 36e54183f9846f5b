-- The PSP lines search's starts in any case (issue 31): lower(code), lower(PSP reference), lower(batch), as the bank lines'.
CREATE INDEX "psp_report_lines_code_search_idx" ON "psp_report_lines" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psp_report_lines_reference_search_idx" ON "psp_report_lines" USING btree (lower("psp_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psp_report_lines_batch_search_idx" ON "psp_report_lines" USING btree (lower("batch_number") text_pattern_ops);