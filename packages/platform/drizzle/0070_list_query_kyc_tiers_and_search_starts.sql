ALTER TABLE "kyc_tasks" ADD COLUMN "tier" text;--> statement-breakpoint
ALTER TABLE "kyc_tasks" ADD CONSTRAINT "kyc_tasks_tier_check" CHECK ("kyc_tasks"."tier" in ('LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'));--> statement-breakpoint
UPDATE "kyc_tasks" AS tasks SET "tier" = coalesce(
    (SELECT "tier" FROM "kyc_profiles" WHERE "account_holder_code" = tasks."account_holder_code"),
    (SELECT "kyc_tier" FROM "divisions" WHERE "code" = tasks."division_code" AND "merchant_code" = tasks."merchant_code")
  );--> statement-breakpoint
CREATE INDEX "bank_statement_lines_code_search_idx" ON "bank_statement_lines" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_reference_search_idx" ON "bank_statement_lines" USING btree (lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_payout_search_idx" ON "bank_statement_lines" USING btree (lower("payout_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "kyc_tasks_tier_list_idx" ON "kyc_tasks" USING btree ("tier","created_at","code","status");--> statement-breakpoint
CREATE INDEX "kyc_tasks_reason_list_idx" ON "kyc_tasks" USING btree ("reason","created_at","code","status");--> statement-breakpoint
CREATE INDEX "kyc_tasks_code_search_idx" ON "kyc_tasks" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_code_search_idx" ON "reports" USING btree ("division_code",lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_account_search_idx" ON "reports" USING btree ("division_code",lower("virtual_account_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_seller_search_idx" ON "reports" USING btree ("division_code",lower("account_holder_code") text_pattern_ops);--> statement-breakpoint
-- Sets a KYC task's tier to its seller's (the seller's own, else its division's) as the task is written or moved to
-- another seller or division; kyc_profiles_tier_apply and divisions_kyc_tier_apply keep it when those tiers change.
CREATE OR REPLACE FUNCTION kyc_tasks_tier_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tier := coalesce(
    (SELECT tier FROM kyc_profiles WHERE account_holder_code = NEW.account_holder_code),
    (SELECT kyc_tier FROM divisions WHERE code = NEW.division_code AND merchant_code = NEW.merchant_code)
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A seller's own tier set or changed: every task of the seller takes it (its division's when the seller's is unset).
CREATE OR REPLACE FUNCTION kyc_profiles_tier_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kyc_tasks AS tasks SET tier = coalesce(
    NEW.tier,
    (SELECT kyc_tier FROM divisions WHERE code = tasks.division_code AND merchant_code = tasks.merchant_code)
  )
  WHERE tasks.account_holder_code = NEW.account_holder_code;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A division's tier changed: the tasks of its sellers without a tier of their own take it.
CREATE OR REPLACE FUNCTION divisions_kyc_tier_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kyc_tasks AS tasks SET tier = NEW.kyc_tier
  WHERE tasks.division_code = NEW.code AND tasks.merchant_code = NEW.merchant_code
    AND NOT EXISTS (
      SELECT FROM kyc_profiles AS profiles
      WHERE profiles.account_holder_code = tasks.account_holder_code AND profiles.tier IS NOT NULL
    );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kyc_tasks_tier_written BEFORE INSERT OR UPDATE OF account_holder_code, merchant_code, division_code
  ON kyc_tasks FOR EACH ROW EXECUTE FUNCTION kyc_tasks_tier_set();
--> statement-breakpoint
CREATE TRIGGER kyc_profiles_tier_inserted AFTER INSERT ON kyc_profiles
  FOR EACH ROW EXECUTE FUNCTION kyc_profiles_tier_apply();
--> statement-breakpoint
CREATE TRIGGER kyc_profiles_tier_updated AFTER UPDATE OF tier ON kyc_profiles
  FOR EACH ROW WHEN (OLD.tier IS DISTINCT FROM NEW.tier) EXECUTE FUNCTION kyc_profiles_tier_apply();
--> statement-breakpoint
CREATE TRIGGER divisions_kyc_tier_updated AFTER UPDATE OF kyc_tier ON divisions
  FOR EACH ROW WHEN (OLD.kyc_tier IS DISTINCT FROM NEW.kyc_tier) EXECUTE FUNCTION divisions_kyc_tier_apply();
