CREATE TABLE "bank_statement_lines" (
	"code" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"payout_code" text,
	"creditor_iban" text,
	"status" text DEFAULT 'UNALLOCATED' NOT NULL,
	"payout_request_code" text,
	"failure_reason" text,
	"allocated_by" text,
	"allocated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_type_check" CHECK ("bank_statement_lines"."type" in ('CONFIRMED_TRANSACTION', 'RETURNED_TRANSACTION')),
	CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('UNALLOCATED', 'FAILED', 'RECONCILED')),
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"instructed_by" text,
	"instructed_at" timestamp with time zone,
	"requested_execution_date" date,
	"sepa_xml" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_status_check" CHECK ("payout_batches"."status" in ('OPEN', 'READY', 'APPROVED', 'IN_PROGRESS', 'COMPLETE', 'PARTIALLY_FAILED', 'FAILED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"account_holder_code" text,
	"virtual_account_code" text NOT NULL,
	"external_account_code" text NOT NULL,
	"iban" text,
	"creditor_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"source_currency" text NOT NULL,
	"target_currency" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"failure_reason" text,
	"payout_code" text,
	"regenerated_from_code" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_regenerated_from_code_unique" UNIQUE("regenerated_from_code"),
	CONSTRAINT "payout_requests_status_check" CHECK ("payout_requests"."status" in ('WAITING', 'ACCEPTED', 'FAILED', 'RETURNED', 'PROCESSED', 'CANCELLED', 'REGENERATED')),
	CONSTRAINT "payout_requests_type_check" CHECK ("payout_requests"."type" in ('MANUAL', 'SCHEDULED')),
	CONSTRAINT "payout_requests_amount_check" CHECK ("payout_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payout_request_code_payout_requests_code_fk" FOREIGN KEY ("payout_request_code") REFERENCES "public"."payout_requests"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_virtual_account_code_virtual_accounts_code_fk" FOREIGN KEY ("virtual_account_code") REFERENCES "public"."virtual_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_external_account_code_external_accounts_code_fk" FOREIGN KEY ("external_account_code") REFERENCES "public"."external_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_payout_code_payout_batches_code_fk" FOREIGN KEY ("payout_code") REFERENCES "public"."payout_batches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_regenerated_from_code_payout_requests_code_fk" FOREIGN KEY ("regenerated_from_code") REFERENCES "public"."payout_requests"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_reference_idx" ON "bank_statement_lines" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_payout_idx" ON "bank_statement_lines" USING btree ("payout_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_one_per_request_idx" ON "bank_statement_lines" USING btree ("payout_request_code","type") WHERE "bank_statement_lines"."status" = 'RECONCILED';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_one_open_idx" ON "payout_batches" USING btree ("division_code","currency") WHERE "payout_batches"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "payout_batches_division_idx" ON "payout_batches" USING btree ("division_code","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_created_idx" ON "payout_requests" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "payout_requests_division_idx" ON "payout_requests" USING btree ("division_code","created_at","code");--> statement-breakpoint
CREATE INDEX "payout_requests_division_status_idx" ON "payout_requests" USING btree ("division_code","status");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_account_holder_idx" ON "payout_requests" USING btree ("account_holder_code","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_payout_idx" ON "payout_requests" USING btree ("payout_code","code");