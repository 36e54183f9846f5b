-- Before an audit entry is written: where the change came from (merchant, division, source, reason), from the
-- transaction's activity origin (`ops.activity`, set by the platform as each transaction begins), unless given.
CREATE OR REPLACE FUNCTION audit_events_fill_origin() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  origin jsonb := nullif(current_setting('ops.activity', true), '')::jsonb;
BEGIN
  IF origin IS NOT NULL THEN
    NEW.merchant_code := coalesce(NEW.merchant_code, origin ->> 'merchantCode');
    NEW.division_code := coalesce(NEW.division_code, origin ->> 'divisionCode');
    NEW.source := coalesce(NEW.source, origin ->> 'source');
    NEW.reason := coalesce(NEW.reason, origin ->> 'reason');
  END IF;
  RETURN NEW;
END;
$$;
