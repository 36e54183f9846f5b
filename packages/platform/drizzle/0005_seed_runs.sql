CREATE TABLE "seed_runs" (
	"step" text PRIMARY KEY NOT NULL,
	"size" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_runs_size_check" CHECK ("seed_runs"."size" in ('small', 'large'))
);
