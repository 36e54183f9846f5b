-- Keeps payout_batches.items_total, the amounts of a batch's live (not cancelled) items added up, in step with
-- payout_requests, per statement: the rows as they were are taken off their batch's total and the rows as they are
-- added to theirs, so an item joining, leaving or cancelled in a batch moves the total with it.
CREATE OR REPLACE FUNCTION payout_batches_items_total_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE payout_batches AS batches SET items_total = batches.items_total + changes.delta
      FROM (SELECT payout_code, sum(amount) AS delta FROM new_rows
        WHERE payout_code IS NOT NULL AND status <> 'CANCELLED' GROUP BY payout_code) AS changes
      WHERE batches.code = changes.payout_code AND changes.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE payout_batches AS batches SET items_total = batches.items_total - changes.delta
      FROM (SELECT payout_code, sum(amount) AS delta FROM old_rows
        WHERE payout_code IS NOT NULL AND status <> 'CANCELLED' GROUP BY payout_code) AS changes
      WHERE batches.code = changes.payout_code AND changes.delta <> 0;
  ELSE
    UPDATE payout_batches AS batches SET items_total = batches.items_total + changes.delta
      FROM (SELECT payout_code, sum(delta) AS delta FROM (
          SELECT payout_code, amount AS delta FROM new_rows WHERE payout_code IS NOT NULL AND status <> 'CANCELLED'
          UNION ALL
          SELECT payout_code, -amount FROM old_rows WHERE payout_code IS NOT NULL AND status <> 'CANCELLED'
        ) AS moves GROUP BY payout_code) AS changes
      WHERE batches.code = changes.payout_code AND changes.delta <> 0;
  END IF;
  RETURN NULL;
END;
$$;
