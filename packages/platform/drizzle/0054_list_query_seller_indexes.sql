CREATE INDEX "account_holders_division_kyc_list_idx" ON "account_holders" USING btree ("division_code","kyc_status",lower("name"),"code") WHERE "account_holders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_holders_kyc_list_idx" ON "account_holders" USING btree ("kyc_status",lower("name"),"code") WHERE "account_holders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_holders_division_created_idx" ON "account_holders" USING btree ("division_code","created_at") WHERE "account_holders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_holders_created_idx" ON "account_holders" USING btree ("created_at") WHERE "account_holders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_holders_code_prefix_idx" ON "account_holders" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "account_holders_country_idx" ON "account_holders" USING btree ("country" text_pattern_ops);