CREATE TABLE "approval_requests" (
	"code" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"action_kind" text NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"rule_code" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"source" text NOT NULL,
	"route_id" text NOT NULL,
	"operation" jsonb NOT NULL,
	"caller_key" text,
	"amount" bigint,
	"currency" text,
	"item_count" integer,
	"approvals_needed" integer NOT NULL,
	"approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection" jsonb,
	"outcome" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"running_until" timestamp with time zone,
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('PENDING', 'APPROVED', 'EXECUTED', 'FAILED', 'REJECTED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"name" text NOT NULL,
	"action_kinds" jsonb NOT NULL,
	"join" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"approvers" integer NOT NULL,
	"expires_in_days" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_rules_approvers_check" CHECK ("approval_rules"."approvers" between 1 and 2),
	CONSTRAINT "approval_rules_join_check" CHECK ("approval_rules"."join" in ('ALL', 'ANY'))
);
--> statement-breakpoint
CREATE INDEX "approval_requests_list_idx" ON "approval_requests" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "approval_requests_open_idx" ON "approval_requests" USING btree ("created_at","code") WHERE "approval_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "approval_requests_open_requester_idx" ON "approval_requests" USING btree ("expires_at","requested_by") WHERE "approval_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "approval_requests_open_approvals_idx" ON "approval_requests" USING gin ("approvals" jsonb_path_ops) WHERE "approval_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_caller_key_idx" ON "approval_requests" USING btree ("requested_by","route_id","caller_key") WHERE "approval_requests"."caller_key" is not null;--> statement-breakpoint
CREATE INDEX "approval_rules_division_idx" ON "approval_rules" USING btree ("division_code","created_at");