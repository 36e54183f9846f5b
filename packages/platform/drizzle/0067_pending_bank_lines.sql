ALTER TABLE "bank_line_matches" DROP CONSTRAINT "bank_line_matches_status_check";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_status_check";--> statement-breakpoint
ALTER TABLE "psp_report_files" DROP CONSTRAINT "psp_report_files_status_check";--> statement-breakpoint
ALTER TABLE "psp_report_lines" DROP CONSTRAINT "psp_report_lines_status_check";--> statement-breakpoint
DROP INDEX "bank_statement_lines_entry_idx";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_entry_idx" ON "bank_statement_lines" USING btree ("account_iban","entry_key","pending");--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_status_check" CHECK ("bank_line_matches"."status" in ('TENTATIVE', 'MATCHED', 'UNMATCHED'));--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('UNALLOCATED', 'FAILED', 'PARSED', 'TENTATIVE', 'PARTIALLY_RECONCILED', 'RECONCILED'));--> statement-breakpoint
ALTER TABLE "psp_report_files" ADD CONSTRAINT "psp_report_files_status_check" CHECK ("psp_report_files"."status" in ('UNALLOCATED', 'FAILED', 'PARSED', 'TENTATIVE', 'PARTIALLY_RECONCILED', 'RECONCILED'));--> statement-breakpoint
ALTER TABLE "psp_report_lines" ADD CONSTRAINT "psp_report_lines_status_check" CHECK ("psp_report_lines"."status" in ('UNALLOCATED', 'FAILED', 'PARSED', 'TENTATIVE', 'PARTIALLY_RECONCILED', 'RECONCILED'));