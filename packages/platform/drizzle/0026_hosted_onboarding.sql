CREATE TABLE "hosted_onboarding_configs" (
	"division_code" text PRIMARY KEY NOT NULL,
	"primary_color" text NOT NULL,
	"redirect_url" text,
	"link_lifetime_hours" integer NOT NULL,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_width" integer,
	"logo_height" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosted_onboarding_configs_color_check" CHECK ("hosted_onboarding_configs"."primary_color" ~ '^#([0-9a-f]{3}|[0-9a-f]{6})$'),
	CONSTRAINT "hosted_onboarding_configs_lifetime_check" CHECK ("hosted_onboarding_configs"."link_lifetime_hours" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "onboarding_link_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_links" (
	"id" text PRIMARY KEY NOT NULL,
	"account_holder_code" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hosted_onboarding_configs" ADD CONSTRAINT "hosted_onboarding_configs_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_links" ADD CONSTRAINT "onboarding_links_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_links_seller_idx" ON "onboarding_links" USING btree ("account_holder_code");