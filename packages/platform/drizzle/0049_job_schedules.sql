CREATE TABLE "job_schedules" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "schedule_code" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "caught_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "job_schedules_due_idx" ON "job_schedules" USING btree ("next_run_at");--> statement-breakpoint
-- The dates the payout scheduler and auto-reconciliation had queued as self-chaining jobs become their schedules'
-- next runs: the tick keys those dates as the old jobs were keyed, so each still runs once.
INSERT INTO "job_schedules" ("code", "kind", "target", "rule", "next_run_at")
SELECT DISTINCT ON (division.code) 'payouts:' || division.code, 'payouts.scheduledRun',
  jsonb_build_object('merchantCode', division.merchant_code, 'divisionCode', division.code),
  jsonb_build_object('payoutCalendar', division.payout_scheduler -> 'frequency',
    'countFrom', to_char(division.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')),
  job.run_at
FROM "jobs" job JOIN "divisions" division ON division.code = job.payload ->> 'divisionCode'
WHERE job.kind = 'payouts.scheduledRun' AND job.state = 'queued'
  AND (division.payout_scheduler ->> 'enabled')::boolean AND division.deleted_at IS NULL
ORDER BY division.code, job.run_at;--> statement-breakpoint
INSERT INTO "job_schedules" ("code", "kind", "target", "rule", "next_run_at")
SELECT DISTINCT ON (job.payload ->> 'divisionCode') 'autoReconciliation:' || (job.payload ->> 'divisionCode'),
  'pspIntegrations.scheduledAutoReconciliation',
  jsonb_build_object('merchantCode', job.payload ->> 'merchantCode', 'divisionCode', job.payload ->> 'divisionCode'),
  jsonb_build_object('cron', '0 6 * * *'), job.run_at
FROM "jobs" job
WHERE job.kind = 'pspIntegrations.scheduledAutoReconciliation' AND job.state = 'queued'
ORDER BY job.payload ->> 'divisionCode', job.run_at;
