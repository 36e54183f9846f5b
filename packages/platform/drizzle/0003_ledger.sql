CREATE TABLE "balance_transfers" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"from_virtual_account_code" text NOT NULL,
	"to_virtual_account_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"created_by" text NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_transfers_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "balance_transfers_type_check" CHECK ("balance_transfers"."type" in ('CORRECTION', 'USAGE_FEE', 'VAT', 'CHARGEBACK', 'INVOICE', 'PAYOUT_INVOICE', 'WALLET', 'DEPOSIT', 'RESERVE')),
	CONSTRAINT "balance_transfers_amount_check" CHECK ("balance_transfers"."amount" > 0),
	CONSTRAINT "balance_transfers_two_accounts_check" CHECK ("balance_transfers"."from_virtual_account_code" <> "balance_transfers"."to_virtual_account_code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"route_id" text NOT NULL,
	"caller_email" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"virtual_account_code" text,
	"world_account_id" bigint,
	"bucket" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_bucket_check" CHECK ("ledger_postings"."bucket" in ('CONFIRMED', 'PENDING', 'PAYOUT', 'WORLD')),
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0),
	CONSTRAINT "ledger_postings_one_account_check" CHECK (num_nonnulls("ledger_postings"."virtual_account_code", "ledger_postings"."world_account_id") = 1),
	CONSTRAINT "ledger_postings_world_bucket_check" CHECK (("ledger_postings"."world_account_id" is not null) = ("ledger_postings"."bucket" = 'WORLD'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"description" text,
	"idempotency_key_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('BALANCE_TRANSFER', 'PAYOUT', 'PSP_FEE', 'SPLIT', 'SPLIT_REFUND', 'PAYOUT_RETURN', 'DEPOSIT')),
	CONSTRAINT "ledger_transactions_status_check" CHECK ("ledger_transactions"."status" in ('CONFIRMED', 'PENDING', 'PENDING_CANCELLED', 'PROCESSED'))
);
--> statement-breakpoint
CREATE TABLE "ledger_world_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_world_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_world_accounts_kind_check" CHECK ("ledger_world_accounts"."kind" in ('PSP', 'BANK'))
);
--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_from_virtual_account_code_virtual_accounts_code_fk" FOREIGN KEY ("from_virtual_account_code") REFERENCES "public"."virtual_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_to_virtual_account_code_virtual_accounts_code_fk" FOREIGN KEY ("to_virtual_account_code") REFERENCES "public"."virtual_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_virtual_account_code_virtual_accounts_code_fk" FOREIGN KEY ("virtual_account_code") REFERENCES "public"."virtual_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_world_account_id_ledger_world_accounts_id_fk" FOREIGN KEY ("world_account_id") REFERENCES "public"."ledger_world_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_idempotency_key_id_idempotency_keys_id_fk" FOREIGN KEY ("idempotency_key_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_transfers_created_idx" ON "balance_transfers" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "balance_transfers_division_idx" ON "balance_transfers" USING btree ("division_code","created_at");--> statement-breakpoint
CREATE INDEX "balance_transfers_from_idx" ON "balance_transfers" USING btree ("from_virtual_account_code","created_at");--> statement-breakpoint
CREATE INDEX "balance_transfers_to_idx" ON "balance_transfers" USING btree ("to_virtual_account_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key_route_idx" ON "idempotency_keys" USING btree ("key","route_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_virtual_account_idx" ON "ledger_postings" USING btree ("virtual_account_code","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_world_account_idx" ON "ledger_postings" USING btree ("world_account_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_world_accounts_identity_idx" ON "ledger_world_accounts" USING btree ("kind","name","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_seller_currency_idx" ON "virtual_accounts" USING btree ("account_holder_code","currency") WHERE "virtual_accounts"."type" = 'SELLER';--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_division_income_currency_idx" ON "virtual_accounts" USING btree ("division_code","currency") WHERE "virtual_accounts"."type" = 'DIVISION_INCOME';--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_confirmed_balance_check" CHECK ("virtual_accounts"."confirmed_balance" >= 0);--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_pending_balance_check" CHECK ("virtual_accounts"."pending_balance" >= 0);--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_payout_balance_check" CHECK ("virtual_accounts"."payout_balance" >= 0);