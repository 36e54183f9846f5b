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
