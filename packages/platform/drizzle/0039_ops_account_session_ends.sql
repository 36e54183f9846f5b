CREATE TABLE "ops_account_session_ends" (
	"account_id" text PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"ended_by" text NOT NULL
);
