CREATE TABLE "report_file_chunks" (
	"report_code" text NOT NULL,
	"position" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "report_file_chunks_report_code_position_pk" PRIMARY KEY("report_code","position")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"scope" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"virtual_account_code" text,
	"account_holder_code" text,
	"today_date" date,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone,
	"row_count" integer,
	"file_name" text,
	"content_type" text,
	"file_size" bigint,
	"failure_code" integer,
	"failure_message" text,
	CONSTRAINT "reports_type_check" CHECK ("reports"."type" in ('ACCOUNT_STATEMENT', 'TRANSACTIONS', 'PAYOUTS', 'FEES')),
	CONSTRAINT "reports_format_check" CHECK ("reports"."format" in ('CSV', 'PDF')),
	CONSTRAINT "reports_scope_check" CHECK ("reports"."scope" in ('DIVISION', 'SELLERS')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('SCHEDULED', 'GENERATED', 'FAILED')),
	CONSTRAINT "reports_period_check" CHECK ("reports"."period_from" <= "reports"."period_to")
);
--> statement-breakpoint
ALTER TABLE "report_file_chunks" ADD CONSTRAINT "report_file_chunks_report_code_reports_code_fk" FOREIGN KEY ("report_code") REFERENCES "public"."reports"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_virtual_account_code_virtual_accounts_code_fk" FOREIGN KEY ("virtual_account_code") REFERENCES "public"."virtual_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_division_idx" ON "reports" USING btree ("division_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_today_idx" ON "reports" USING btree ("division_code","type","format",coalesce("virtual_account_code", ''),"today_date") WHERE "reports"."today_date" is not null and "reports"."status" <> 'FAILED';--> statement-breakpoint
CREATE INDEX "ledger_postings_virtual_account_time_idx" ON "ledger_postings" USING btree ("virtual_account_code","created_at","id");