-- The lowest amount of an amount's band (amount_band_width): 1,234 is in the band 1,200 to 1,299, -1,234 in -1,299
-- to -1,200.
CREATE OR REPLACE FUNCTION amount_band_low(amount bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN amount >= 0 THEN amount - amount % amount_band_width(amount)
    ELSE amount - amount % amount_band_width(amount) - amount_band_width(amount) + 1 END
$$;
