CREATE TABLE "bank_statement_files" (
	"code" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"message_id" text,
	"statement_count" integer NOT NULL,
	"entry_count" integer NOT NULL,
	"new_line_count" integer NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_files_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_type_check";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_status_check";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ALTER COLUMN "reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "virtual_account_code" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "file_code" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "statement_id" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "account_iban" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "entry_key" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "booking_date" date;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "credit_debit" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "remittance" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "counterparty_name" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "transaction_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "raw_xml" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_virtual_account_code_virtual_accounts_code_fk" FOREIGN KEY ("virtual_account_code") REFERENCES "public"."virtual_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_file_code_bank_statement_files_code_fk" FOREIGN KEY ("file_code") REFERENCES "public"."bank_statement_files"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_booked_idx" ON "bank_statement_lines" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_entry_idx" ON "bank_statement_lines" USING btree ("account_iban","entry_key");--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_credit_debit_check" CHECK ("bank_statement_lines"."credit_debit" in ('CRDT', 'DBIT'));--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_type_check" CHECK ("bank_statement_lines"."type" in ('SEPA_BATCH', 'CONFIRMED_TRANSACTION', 'RETURNED_TRANSACTION', 'DEPOSIT', 'SETTLEMENT', 'UNKNOWN'));--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('UNALLOCATED', 'FAILED', 'PARSED', 'PARTIALLY_RECONCILED', 'RECONCILED'));