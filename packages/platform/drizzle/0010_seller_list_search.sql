CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "account_holders_division_listing_idx";--> statement-breakpoint
DROP INDEX "account_holders_division_status_idx";--> statement-breakpoint
DROP INDEX "account_holders_name_search_idx";--> statement-breakpoint
DROP INDEX "account_holders_email_search_idx";--> statement-breakpoint
ALTER TABLE "account_holders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || ' ' || lower(code) || ' ' || lower(email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "account_holders_division_list_idx" ON "account_holders" USING btree ("division_code",lower("name"),"code","search_text") WHERE "account_holders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_holders_division_status_list_idx" ON "account_holders" USING btree ("division_code","status",lower("name"),"code") WHERE "account_holders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_holders_search_idx" ON "account_holders" USING gin ("search_text" gin_trgm_ops);