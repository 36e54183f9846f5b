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
