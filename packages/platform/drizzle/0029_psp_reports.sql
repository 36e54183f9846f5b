CREATE TABLE "psp_integrations" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"provider" text NOT NULL,
	"merchant_account" text NOT NULL,
	"auto_reconciliation" text NOT NULL,
	"scheduling" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "psp_integrations_provider_check" CHECK ("psp_integrations"."provider" in ('ADYEN')),
	CONSTRAINT "psp_integrations_auto_reconciliation_check" CHECK ("psp_integrations"."auto_reconciliation" in ('ENABLED', 'DISABLED')),
	CONSTRAINT "psp_integrations_scheduling_check" CHECK ("psp_integrations"."scheduling" in ('SCHEDULED', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "psp_report_files" (
	"execution_id" text PRIMARY KEY NOT NULL,
	"integration_code" text NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"line_count" integer NOT NULL,
	"new_line_count" integer NOT NULL,
	"status" text NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_report_files_status_check" CHECK ("psp_report_files"."status" in ('UNALLOCATED', 'FAILED', 'PARSED', 'PARTIALLY_RECONCILED', 'RECONCILED'))
);
--> statement-breakpoint
CREATE TABLE "psp_report_lines" (
	"code" text PRIMARY KEY NOT NULL,
	"execution_id" text NOT NULL,
	"integration_code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"line_number" integer NOT NULL,
	"line_key" text NOT NULL,
	"merchant_account" text NOT NULL,
	"psp_reference" text,
	"merchant_reference" text,
	"modification_reference" text,
	"payment_method" text,
	"record_type" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"booking_date" date NOT NULL,
	"batch_number" text,
	"currency" text NOT NULL,
	"gross_amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"split_code" text,
	"failure_reason" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw_line" text NOT NULL,
	CONSTRAINT "psp_report_lines_record_type_check" CHECK ("psp_report_lines"."record_type" in ('SETTLED', 'REFUNDED', 'CHARGEBACK', 'FEE', 'MERCHANT_PAYOUT')),
	CONSTRAINT "psp_report_lines_type_check" CHECK ("psp_report_lines"."type" in ('SEPA_BATCH', 'CONFIRMED_TRANSACTION', 'RETURNED_TRANSACTION', 'DEPOSIT', 'SETTLEMENT', 'UNKNOWN')),
	CONSTRAINT "psp_report_lines_status_check" CHECK ("psp_report_lines"."status" in ('UNALLOCATED', 'FAILED', 'PARSED', 'PARTIALLY_RECONCILED', 'RECONCILED'))
);
--> statement-breakpoint
ALTER TABLE "psp_integrations" ADD CONSTRAINT "psp_integrations_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_integrations" ADD CONSTRAINT "psp_integrations_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_report_files" ADD CONSTRAINT "psp_report_files_integration_code_psp_integrations_code_fk" FOREIGN KEY ("integration_code") REFERENCES "public"."psp_integrations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_report_lines" ADD CONSTRAINT "psp_report_lines_execution_id_psp_report_files_execution_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."psp_report_files"("execution_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_report_lines" ADD CONSTRAINT "psp_report_lines_integration_code_psp_integrations_code_fk" FOREIGN KEY ("integration_code") REFERENCES "public"."psp_integrations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_report_lines" ADD CONSTRAINT "psp_report_lines_split_code_split_transactions_code_fk" FOREIGN KEY ("split_code") REFERENCES "public"."split_transactions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "psp_integrations_merchant_account_idx" ON "psp_integrations" USING btree ("division_code","provider","merchant_account") WHERE removed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "psp_report_files_sha256_idx" ON "psp_report_files" USING btree ("integration_code","sha256");--> statement-breakpoint
CREATE INDEX "psp_report_files_imported_idx" ON "psp_report_files" USING btree ("integration_code","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "psp_report_lines_key_idx" ON "psp_report_lines" USING btree ("integration_code","line_key");--> statement-breakpoint
CREATE INDEX "psp_report_lines_division_idx" ON "psp_report_lines" USING btree ("division_code","imported_at","code");--> statement-breakpoint
CREATE INDEX "psp_report_lines_execution_idx" ON "psp_report_lines" USING btree ("execution_id","line_number");--> statement-breakpoint
CREATE INDEX "psp_report_lines_split_idx" ON "psp_report_lines" USING btree ("split_code");