-- An audit entry's origin is filled by its row trigger only when the trigger would change it (a bulk writer fills it).
DROP TRIGGER "audit_events_origin" ON "audit_events";
--> statement-breakpoint
-- `audit_events_fill_origin` fills a merchant, division, source or reason left null from the transaction's activity
-- origin (`ops.activity`, the JSON text `db/activity-origin.ts` sets) or the entry's after and before. The condition
-- lets it run only when one of them is null and could be filled: a key of that name in the origin's text, or in the
-- entry. A bulk writer (`recordAudits`) fills them as the trigger would, once a statement, so its thousands of rows
-- skip the call and its parse of the origin, row by row.
CREATE TRIGGER "audit_events_origin" BEFORE INSERT ON "audit_events" FOR EACH ROW
  WHEN (NEW.merchant_code IS NULL AND (current_setting('ops.activity', true) LIKE '%"merchantCode"%'
      OR NEW.after ? 'merchantCode' OR NEW.before ? 'merchantCode')
    OR NEW.division_code IS NULL AND (current_setting('ops.activity', true) LIKE '%"divisionCode"%'
      OR NEW.after ? 'divisionCode' OR NEW.before ? 'divisionCode')
    OR NEW.source IS NULL AND current_setting('ops.activity', true) LIKE '%"source"%'
    OR NEW.reason IS NULL AND current_setting('ops.activity', true) LIKE '%"reason"%')
  EXECUTE FUNCTION "audit_events_fill_origin"();
