CREATE TABLE "scheduled_payout_runs" (
	"division_code" text NOT NULL,
	"due_date" date NOT NULL,
	"request_count" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_payout_runs_division_code_due_date_pk" PRIMARY KEY("division_code","due_date")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"division_code" text NOT NULL,
	"webhook_type" text NOT NULL,
	"url" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_duration_ms" integer,
	"response_excerpt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_state_check" CHECK ("webhook_deliveries"."state" in ('PENDING', 'DELIVERED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"webhook_type" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_type_check" CHECK ("webhook_events"."webhook_type" in ('KYC', 'PAYOUTS'))
);
--> statement-breakpoint
CREATE TABLE "webhook_secrets" (
	"division_code" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("division_code","webhook_type","created_at");