CREATE TABLE "bank_line_matches" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"status" text DEFAULT 'MATCHED' NOT NULL,
	"bank_line_codes" text[] NOT NULL,
	"payout_request_codes" text[] NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"matched_by" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unmatched_by" text,
	"unmatched_at" timestamp with time zone,
	"unmatch_reason" text,
	CONSTRAINT "bank_line_matches_status_check" CHECK ("bank_line_matches"."status" in ('MATCHED', 'UNMATCHED'))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "match_code" text;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_matches" ADD CONSTRAINT "bank_line_matches_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_line_matches_division_idx" ON "bank_line_matches" USING btree ("division_code","matched_at");--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_match_code_bank_line_matches_code_fk" FOREIGN KEY ("match_code") REFERENCES "public"."bank_line_matches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_match_idx" ON "bank_statement_lines" USING btree ("match_code");--> statement-breakpoint
CREATE INDEX "payout_batches_at_bank_idx" ON "payout_batches" USING btree ("division_code","currency","instructed_at") WHERE "payout_batches"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "payout_requests_open_amount_idx" ON "payout_requests" USING btree ("division_code","source_currency","amount") WHERE "payout_requests"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "payout_requests_open_batch_idx" ON "payout_requests" USING btree ("payout_code","amount") WHERE "payout_requests"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "payout_requests_open_iban_idx" ON "payout_requests" USING btree ("division_code","iban") WHERE "payout_requests"."status" = 'ACCEPTED';