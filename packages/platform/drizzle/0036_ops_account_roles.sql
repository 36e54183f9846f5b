CREATE TABLE "ops_account_roles" (
	"account_id" text PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_account_roles_known" CHECK ("ops_account_roles"."roles" <@ array['viewer', 'operator', 'treasury', 'approver', 'admin']::text[])
);
