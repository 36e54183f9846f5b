CREATE TABLE "external_kyc_verifications" (
	"verification_id" text PRIMARY KEY NOT NULL,
	"account_holder_code" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"external_reference" text,
	"message_count" integer DEFAULT 0 NOT NULL,
	"requested_by" text NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_kyc_verifications_status_check" CHECK ("external_kyc_verifications"."status" in ('REQUESTED', 'IN_REVIEW', 'VERIFIED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "kyc_decision_files" (
	"code" text PRIMARY KEY NOT NULL,
	"history_entry_code" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_history_entries" (
	"code" text PRIMARY KEY NOT NULL,
	"account_holder_code" text NOT NULL,
	"previous_status" text NOT NULL,
	"status" text NOT NULL,
	"tier" text NOT NULL,
	"analyst" text NOT NULL,
	"decider" text NOT NULL,
	"external_comment" text,
	"internal_comment" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_history_entries_status_check" CHECK ("kyc_history_entries"."status" in ('ACTIVE', 'IN_PROGRESS', 'MISSING_DATA', 'FAILED', 'REJECTED')),
	CONSTRAINT "kyc_history_entries_tier_check" CHECK ("kyc_history_entries"."tier" in ('LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'))
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"account_holder_code" text PRIMARY KEY NOT NULL,
	"tier" text,
	"decided_data" jsonb,
	"decided_at" timestamp with time zone,
	CONSTRAINT "kyc_profiles_tier_check" CHECK ("kyc_profiles"."tier" in ('LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'))
);
--> statement-breakpoint
CREATE TABLE "kyc_provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"verification_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_provider_secrets" (
	"provider" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_sign_offs" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"setting" text NOT NULL,
	"value" text NOT NULL,
	"officer" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_sign_offs_setting_check" CHECK ("kyc_sign_offs"."setting" in ('RELIANCE_MODEL', 'GOVERNMENT_ENTITY'))
);
--> statement-breakpoint
CREATE TABLE "kyc_task_counts" (
	"merchant_code" text NOT NULL,
	"status" text NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "kyc_task_counts_merchant_code_status_pk" PRIMARY KEY("merchant_code","status")
);
--> statement-breakpoint
CREATE TABLE "kyc_tasks" (
	"code" text PRIMARY KEY NOT NULL,
	"account_holder_code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"assignee" text,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "kyc_tasks_reason_check" CHECK ("kyc_tasks"."reason" in ('SELLER_CREATED', 'DATA_CHANGED', 'DOCUMENTS', 'TIER_THRESHOLD', 'REOPENED')),
	CONSTRAINT "kyc_tasks_status_check" CHECK ("kyc_tasks"."status" in ('OPEN', 'ASSIGNED', 'DONE')),
	CONSTRAINT "kyc_tasks_assignee_check" CHECK (("kyc_tasks"."status" = 'ASSIGNED') = ("kyc_tasks"."assignee" is not null))
);
--> statement-breakpoint
ALTER TABLE "external_kyc_verifications" ADD CONSTRAINT "external_kyc_verifications_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_decision_files" ADD CONSTRAINT "kyc_decision_files_history_entry_code_kyc_history_entries_code_fk" FOREIGN KEY ("history_entry_code") REFERENCES "public"."kyc_history_entries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_history_entries" ADD CONSTRAINT "kyc_history_entries_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_provider_events" ADD CONSTRAINT "kyc_provider_events_verification_id_external_kyc_verifications_verification_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."external_kyc_verifications"("verification_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_tasks" ADD CONSTRAINT "kyc_tasks_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_kyc_verifications_seller_idx" ON "external_kyc_verifications" USING btree ("account_holder_code","created_at");--> statement-breakpoint
CREATE INDEX "kyc_decision_files_entry_idx" ON "kyc_decision_files" USING btree ("history_entry_code");--> statement-breakpoint
CREATE INDEX "kyc_history_entries_seller_idx" ON "kyc_history_entries" USING btree ("account_holder_code","created_at" DESC NULLS LAST,"code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kyc_sign_offs_division_idx" ON "kyc_sign_offs" USING btree ("merchant_code","division_code","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_tasks_live_per_seller_idx" ON "kyc_tasks" USING btree ("account_holder_code") WHERE "kyc_tasks"."status" <> 'DONE';--> statement-breakpoint
CREATE INDEX "kyc_tasks_open_idx" ON "kyc_tasks" USING btree ("created_at","code") WHERE "kyc_tasks"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "kyc_tasks_merchant_open_idx" ON "kyc_tasks" USING btree ("merchant_code","created_at","code") WHERE "kyc_tasks"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "kyc_tasks_assignee_idx" ON "kyc_tasks" USING btree ("assignee","assigned_at") WHERE "kyc_tasks"."status" = 'ASSIGNED';--> statement-breakpoint
CREATE INDEX "kyc_tasks_status_list_idx" ON "kyc_tasks" USING btree ("status","created_at","code");--> statement-breakpoint
CREATE INDEX "kyc_tasks_list_idx" ON "kyc_tasks" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "kyc_tasks_seller_idx" ON "kyc_tasks" USING btree ("account_holder_code","created_at");