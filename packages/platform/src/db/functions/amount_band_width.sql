-- The width of an amount's band (split_transaction_amount_counts): the amounts in minor units whose size shares its
-- first two digits, so each amount its own band below 100, 10 wide from 100 to 999, 100 wide from 1,000 to 9,999,
-- and so on; a negative amount's band is its size's, negated.
CREATE OR REPLACE FUNCTION amount_band_width(amount bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT power(10::numeric, greatest(length(abs(amount)::text) - 2, 0))::bigint
$$;
