DROP INDEX "idempotency_keys_key_route_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_caller_key_route_idx" ON "idempotency_keys" USING btree ("caller_email","key","route_id");