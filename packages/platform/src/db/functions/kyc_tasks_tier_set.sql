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
