CREATE TABLE "fee_contracts" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"volume_tiers" jsonb NOT NULL,
	"platform_fee" bigint NOT NULL,
	"kyc_individual_fee" bigint NOT NULL,
	"kyc_business_fee" bigint NOT NULL,
	"kyc_seller_fee" bigint NOT NULL,
	"balance_transfer_fee" bigint NOT NULL,
	"negative_interest_basis_points" integer NOT NULL,
	"fixed_fee" bigint NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_contracts_status_check" CHECK (status in ('ACTIVE', 'CREATED', 'EXPIRED', 'ERROR'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"currency" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"account_code" text NOT NULL,
	"contract_code" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"balance_transfer_code" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_balance_transfer_code_unique" UNIQUE("balance_transfer_code"),
	CONSTRAINT "invoices_period_check" CHECK ("invoices"."period_from" <= "invoices"."period_to")
);
--> statement-breakpoint
ALTER TABLE "fee_contracts" ADD CONSTRAINT "fee_contracts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_contracts" ADD CONSTRAINT "fee_contracts_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_code_virtual_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."virtual_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_code_fee_contracts_code_fk" FOREIGN KEY ("contract_code") REFERENCES "public"."fee_contracts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_balance_transfer_code_balance_transfers_code_fk" FOREIGN KEY ("balance_transfer_code") REFERENCES "public"."balance_transfers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_contracts_one_active_idx" ON "fee_contracts" USING btree ("division_code","currency") WHERE "fee_contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "fee_contracts_division_idx" ON "fee_contracts" USING btree ("division_code","created_at");--> statement-breakpoint
CREATE INDEX "invoices_division_idx" ON "invoices" USING btree ("division_code","currency","period_from");