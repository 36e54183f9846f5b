DROP INDEX "split_transactions_division_listing_idx";--> statement-breakpoint
DROP INDEX "split_transactions_division_status_idx";--> statement-breakpoint
DROP INDEX "split_transactions_division_type_idx";--> statement-breakpoint
CREATE INDEX "split_transactions_division_listing_idx" ON "split_transactions" USING btree ("division_code","created_at","code","filter_status","type");--> statement-breakpoint
CREATE INDEX "split_transactions_division_status_idx" ON "split_transactions" USING btree ("division_code","filter_status","created_at","code","type");--> statement-breakpoint
CREATE INDEX "split_transactions_division_type_idx" ON "split_transactions" USING btree ("division_code","type","created_at","code","filter_status");