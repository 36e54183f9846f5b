CREATE TABLE "sign_in_rate_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "sign_in_rate_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "sign_in_rate_counts_window_start" ON "sign_in_rate_counts" USING btree ("window_start");