ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_idempotency_key_id_idempotency_keys_id_fk";
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");