-- The lowest amount of an amount's band (amount_band_width): 1,234 is in the band 1,230 to 1,239.
CREATE OR REPLACE FUNCTION amount_band_low(amount bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT amount - amount % amount_band_width(amount)
$$;
