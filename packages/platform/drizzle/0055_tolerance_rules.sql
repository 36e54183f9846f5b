CREATE TABLE "tolerance_rules" (
	"division_code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"amount_minor" integer,
	"amount_basis_points" integer,
	"date_window_days" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tolerance_rules_amount_check" CHECK ("tolerance_rules"."amount_minor" between 0 and 100000),
	CONSTRAINT "tolerance_rules_basis_points_check" CHECK ("tolerance_rules"."amount_basis_points" between 0 and 1000),
	CONSTRAINT "tolerance_rules_window_check" CHECK ("tolerance_rules"."date_window_days" between 0 and 31)
);
--> statement-breakpoint
ALTER TABLE "tolerance_rules" ADD CONSTRAINT "tolerance_rules_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;