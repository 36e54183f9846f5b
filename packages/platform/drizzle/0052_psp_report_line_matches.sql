CREATE TABLE "psp_report_line_matches" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"status" text DEFAULT 'MATCHED' NOT NULL,
	"report_line_codes" text[] NOT NULL,
	"split_codes" text[] NOT NULL,
	"ledger_transaction_codes" text[] NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"psp_fee" bigint NOT NULL,
	"matched_by" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unmatched_by" text,
	"unmatched_at" timestamp with time zone,
	"unmatch_reason" text,
	CONSTRAINT "psp_report_line_matches_status_check" CHECK ("psp_report_line_matches"."status" in ('MATCHED', 'UNMATCHED'))
);
--> statement-breakpoint
ALTER TABLE "psp_report_lines" ADD COLUMN "match_code" text;--> statement-breakpoint
ALTER TABLE "psp_report_line_matches" ADD CONSTRAINT "psp_report_line_matches_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_report_line_matches" ADD CONSTRAINT "psp_report_line_matches_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "psp_report_line_matches_division_idx" ON "psp_report_line_matches" USING btree ("division_code","matched_at");--> statement-breakpoint
ALTER TABLE "psp_report_lines" ADD CONSTRAINT "psp_report_lines_match_code_psp_report_line_matches_code_fk" FOREIGN KEY ("match_code") REFERENCES "public"."psp_report_line_matches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_transactions_open_amount_idx" ON "split_transactions" USING btree ("division_code","currency","type","total_amount") WHERE "split_transactions"."reconciled_at" is null and "split_transactions"."cancelled_at" is null;