-- The text an audit entry's seal hashes: every column, in a fixed order and format, so the same row always gives the
-- same text on PostgreSQL 15 and 17 (jsonb prints its keys in one order; the time in UTC to the microsecond).
CREATE OR REPLACE FUNCTION audit_event_text(entry audit_events) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\x1f',
    entry.id::text, entry.actor_email, entry.action, entry.entity_type, entry.entity_id,
    coalesce(entry.before::text, 'null'), coalesce(entry.after::text, 'null'),
    to_char(entry.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    coalesce(entry.merchant_code, ''), coalesce(entry.division_code, ''),
    coalesce(entry.source, ''), coalesce(entry.reason, ''))
$$;
