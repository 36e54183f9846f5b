CREATE TABLE "account_holders" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'MISSING_DATA' NOT NULL,
	"kyc_status" text DEFAULT 'WAITING_DATA' NOT NULL,
	"legal_form" text NOT NULL,
	"company_type" text,
	"total_volume" bigint DEFAULT 0 NOT NULL,
	"total_volume_currency" text DEFAULT 'EUR' NOT NULL,
	"payouts_mode" text DEFAULT 'MANUAL' NOT NULL,
	"next_scheduled_payout_date" date,
	"hosted_onboarding_url" text,
	"legal_name" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"date_of_birth" date,
	"country_of_birth" text,
	"nationality" text,
	"street" text,
	"house_number" text,
	"house_number_addition" text,
	"zipcode" text,
	"city" text,
	"country" text,
	"registration_number" text,
	"tax_number" text,
	"external_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "account_holders_status_check" CHECK ("account_holders"."status" in ('ACTIVE', 'IN_PROGRESS', 'MISSING_DATA', 'FAILED', 'REJECTED')),
	CONSTRAINT "account_holders_kyc_status_check" CHECK ("account_holders"."kyc_status" in ('WAITING_DATA', 'PENDING', 'REVIEW', 'EXTERNAL_REVIEW', 'PASSED', 'FAILED', 'REJECTED')),
	CONSTRAINT "account_holders_legal_form_check" CHECK ("account_holders"."legal_form" in ('INDIVIDUAL', 'ORGANIZATION')),
	CONSTRAINT "account_holders_company_type_check" CHECK ("account_holders"."company_type" in ('GOVERNMENT_ENTITY', 'PRIVATE_COMPANY', 'PUBLIC_COMPANY', 'NON_PROFIT')),
	CONSTRAINT "account_holders_company_type_of_organization_check" CHECK (("account_holders"."legal_form" = 'ORGANIZATION') = ("account_holders"."company_type" is not null)),
	CONSTRAINT "account_holders_payouts_mode_check" CHECK ("account_holders"."payouts_mode" in ('MANUAL', 'SCHEDULED'))
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kyc_tier" text NOT NULL,
	"iban" text,
	"balance_transfers_enabled" boolean DEFAULT false NOT NULL,
	"kyc_permission" text DEFAULT 'NONE' NOT NULL,
	"reliance_model" text DEFAULT 'NONE' NOT NULL,
	"government_entity" boolean DEFAULT false NOT NULL,
	"payout_scheduler" jsonb DEFAULT '{"enabled":false,"frequency":{"preset":"EVERY_DAY"}}'::jsonb NOT NULL,
	"refund_period_days" integer,
	"webhook_urls" jsonb DEFAULT '{"KYC":null,"PAYOUTS":null}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "divisions_kyc_tier_check" CHECK ("divisions"."kyc_tier" in ('LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC')),
	CONSTRAINT "divisions_kyc_permission_check" CHECK ("divisions"."kyc_permission" in ('NONE', 'CAN_REJECT', 'CAN_EDIT')),
	CONSTRAINT "divisions_reliance_model_check" CHECK ("divisions"."reliance_model" in ('NONE', 'IDENTITY_RELIANCE', 'BANK_VALIDATION_RELIANCE', 'FULL_RELIANCE')),
	CONSTRAINT "divisions_refund_period_days_check" CHECK ("divisions"."refund_period_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"code" text PRIMARY KEY NOT NULL,
	"account_holder_code" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"number" text,
	"issued_at" date,
	"expires_at" date,
	"issuer_country" text,
	"external_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_of_kind_check" CHECK (("documents"."kind" = 'PERSONAL' and "documents"."type" in ('PASSPORT', 'ID_CARD', 'DRIVING_LICENSE', 'RESIDENCE_PERMIT')) or ("documents"."kind" = 'ORGANIZATION' and "documents"."type" in ('REGISTRATION_EXTRACT', 'ARTICLES_OF_ASSOCIATION', 'SHAREHOLDER_REGISTER', 'PROOF_OF_ADDRESS', 'OTHER')))
);
--> statement-breakpoint
CREATE TABLE "external_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"account_holder_code" text,
	"type" text NOT NULL,
	"display_name" text NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"iban" text,
	"account_number" text,
	"routing_number" text,
	"selected" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_accounts_type_check" CHECK ("external_accounts"."type" in ('IBAN', 'ACCOUNT_NUMBER')),
	CONSTRAINT "external_accounts_payment_method_check" CHECK ("external_accounts"."payment_method" in ('SEPA', 'ACH', 'WIRE')),
	CONSTRAINT "external_accounts_status_check" CHECK ("external_accounts"."status" in ('ACTIVE', 'IN_PROGRESS', 'MISSING_DATA', 'FAILED', 'REJECTED')),
	CONSTRAINT "external_accounts_identifier_check" CHECK (("external_accounts"."type" = 'IBAN' and "external_accounts"."iban" is not null) or ("external_accounts"."type" = 'ACCOUNT_NUMBER' and "external_accounts"."account_number" is not null and "external_accounts"."routing_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_kyc_tier" text NOT NULL,
	"country_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "merchants_default_kyc_tier_check" CHECK ("merchants"."default_kyc_tier" in ('LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC')),
	CONSTRAINT "merchants_country_code_check" CHECK ("merchants"."country_code" in ('NLD', 'USA'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"code" text PRIMARY KEY NOT NULL,
	"document_code" text,
	"external_account_code" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_content_type_check" CHECK ("stored_files"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf')),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size" = octet_length("stored_files"."content")),
	CONSTRAINT "stored_files_one_owner_check" CHECK (num_nonnulls("stored_files"."document_code", "stored_files"."external_account_code") = 1)
);
--> statement-breakpoint
CREATE TABLE "ubos" (
	"code" text PRIMARY KEY NOT NULL,
	"account_holder_code" text NOT NULL,
	"type" text NOT NULL,
	"legal_name" text,
	"first_name" text,
	"last_name" text,
	"nationality" text,
	"date_of_birth" date,
	"country_of_residence" text,
	"state" text,
	"city" text,
	"street" text,
	"house_number" text,
	"zipcode" text,
	"social_security_number" text,
	"external_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ubos_type_check" CHECK ("ubos"."type" in ('INDIVIDUAL', 'ORGANIZATION'))
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"account_holder_code" text,
	"type" text NOT NULL,
	"display_name" text NOT NULL,
	"currency" text NOT NULL,
	"confirmed_balance" bigint DEFAULT 0 NOT NULL,
	"pending_balance" bigint DEFAULT 0 NOT NULL,
	"payout_balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_accounts_type_check" CHECK ("virtual_accounts"."type" in ('SELLER', 'DIVISION_INCOME')),
	CONSTRAINT "virtual_accounts_owner_check" CHECK (("virtual_accounts"."type" = 'SELLER') = ("virtual_accounts"."account_holder_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_holders" ADD CONSTRAINT "account_holders_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_holders" ADD CONSTRAINT "account_holders_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_accounts" ADD CONSTRAINT "external_accounts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_accounts" ADD CONSTRAINT "external_accounts_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_accounts" ADD CONSTRAINT "external_accounts_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_document_code_documents_code_fk" FOREIGN KEY ("document_code") REFERENCES "public"."documents"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_external_account_code_external_accounts_code_fk" FOREIGN KEY ("external_account_code") REFERENCES "public"."external_accounts"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubos" ADD CONSTRAINT "ubos_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_holders_division_listing_idx" ON "account_holders" USING btree ("division_code","created_at","code");--> statement-breakpoint
CREATE INDEX "account_holders_division_status_idx" ON "account_holders" USING btree ("division_code","status");--> statement-breakpoint
CREATE INDEX "account_holders_name_search_idx" ON "account_holders" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "account_holders_email_search_idx" ON "account_holders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "divisions_merchant_idx" ON "divisions" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "documents_account_holder_idx" ON "documents" USING btree ("account_holder_code","kind","created_at");--> statement-breakpoint
CREATE INDEX "external_accounts_account_holder_idx" ON "external_accounts" USING btree ("account_holder_code");--> statement-breakpoint
CREATE INDEX "external_accounts_division_idx" ON "external_accounts" USING btree ("division_code");--> statement-breakpoint
CREATE INDEX "external_accounts_iban_idx" ON "external_accounts" USING btree ("iban");--> statement-breakpoint
CREATE UNIQUE INDEX "external_accounts_one_selected_per_seller_idx" ON "external_accounts" USING btree ("account_holder_code") WHERE "external_accounts"."selected" and "external_accounts"."account_holder_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "external_accounts_one_selected_per_division_idx" ON "external_accounts" USING btree ("division_code") WHERE "external_accounts"."selected" and "external_accounts"."account_holder_code" is null;--> statement-breakpoint
CREATE INDEX "merchants_display_name_search_idx" ON "merchants" USING btree (lower("display_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "merchants_code_search_idx" ON "merchants" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stored_files_document_idx" ON "stored_files" USING btree ("document_code","uploaded_at");--> statement-breakpoint
CREATE INDEX "stored_files_external_account_idx" ON "stored_files" USING btree ("external_account_code");--> statement-breakpoint
CREATE INDEX "ubos_account_holder_idx" ON "ubos" USING btree ("account_holder_code","created_at");--> statement-breakpoint
CREATE INDEX "virtual_accounts_account_holder_idx" ON "virtual_accounts" USING btree ("account_holder_code");--> statement-breakpoint
CREATE INDEX "virtual_accounts_division_idx" ON "virtual_accounts" USING btree ("division_code","type");