-- The width of an amount's band (split_transaction_amount_counts): the amounts in minor units that share their first
-- two digits, so 1 up to 99, 10 from 100 to 999, 100 from 1,000 to 9,999, and so on. Amounts of 0 and more.
CREATE OR REPLACE FUNCTION amount_band_width(amount bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT power(10::numeric, greatest(length(amount::text) - 2, 0))::bigint
$$;
