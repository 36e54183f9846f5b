CREATE TABLE "auto_reconciliation_runs" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"trigger" text NOT NULL,
	"run_date" date,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" jsonb,
	"failure_reason" text,
	CONSTRAINT "auto_reconciliation_runs_trigger_check" CHECK ("auto_reconciliation_runs"."trigger" in ('MANUAL', 'SCHEDULED')),
	CONSTRAINT "auto_reconciliation_runs_status_check" CHECK ("auto_reconciliation_runs"."status" in ('QUEUED', 'DONE', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "psp_report_files" ADD COLUMN "covered_from" date;--> statement-breakpoint
ALTER TABLE "psp_report_files" ADD COLUMN "covered_to" date;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_reconciliation_runs_date_idx" ON "auto_reconciliation_runs" USING btree ("division_code","run_date");--> statement-breakpoint
CREATE INDEX "auto_reconciliation_runs_division_idx" ON "auto_reconciliation_runs" USING btree ("division_code","requested_at");