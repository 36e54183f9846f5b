-- Before an audit entry is written: where the change came from (merchant, division, source, reason), from the
-- transaction's activity origin (`ops.activity`, set by the platform as each transaction begins), unless given; a
-- call bound to no division (processing by codes, a job) takes the merchant and division its record names.
CREATE OR REPLACE FUNCTION audit_events_fill_origin() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  origin jsonb := nullif(current_setting('ops.activity', true), '')::jsonb;
BEGIN
  NEW.merchant_code := coalesce(NEW.merchant_code, origin ->> 'merchantCode',
    NEW.after ->> 'merchantCode', NEW.before ->> 'merchantCode');
  NEW.division_code := coalesce(NEW.division_code, origin ->> 'divisionCode',
    NEW.after ->> 'divisionCode', NEW.before ->> 'divisionCode');
  NEW.source := coalesce(NEW.source, origin ->> 'source');
  NEW.reason := coalesce(NEW.reason, origin ->> 'reason');
  RETURN NEW;
END;
$$;
