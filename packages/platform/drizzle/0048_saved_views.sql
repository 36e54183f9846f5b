CREATE TABLE "saved_view_defaults" (
	"owner_email" text NOT NULL,
	"list" text NOT NULL,
	"view_id" bigint NOT NULL,
	CONSTRAINT "saved_view_defaults_owner_email_list_pk" PRIMARY KEY("owner_email","list")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"name" text NOT NULL,
	"owner_email" text NOT NULL,
	"merchant_code" text,
	"division_code" text,
	"shared" boolean DEFAULT false NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_name_unique" UNIQUE NULLS NOT DISTINCT("owner_email","list","name","merchant_code","division_code"),
	CONSTRAINT "saved_views_list_check" CHECK ("saved_views"."list" in ('sellers', 'kycChecks', 'transactions', 'balanceTransfers', 'payoutRequests', 'payoutBatches', 'pspLines', 'bankLines', 'reports', 'invoices', 'activity')),
	CONSTRAINT "saved_views_scope_check" CHECK (("saved_views"."merchant_code" is null) = ("saved_views"."division_code" is null))
);
--> statement-breakpoint
ALTER TABLE "saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_view_id_saved_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_view_defaults_view_idx" ON "saved_view_defaults" USING btree ("view_id");--> statement-breakpoint
CREATE INDEX "saved_views_list_idx" ON "saved_views" USING btree ("list","merchant_code","division_code");