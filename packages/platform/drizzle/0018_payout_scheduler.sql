CREATE TABLE "scheduled_payout_runs" (
	"division_code" text NOT NULL,
	"due_date" date NOT NULL,
	"request_count" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_payout_runs_division_code_due_date_pk" PRIMARY KEY("division_code","due_date")
);
