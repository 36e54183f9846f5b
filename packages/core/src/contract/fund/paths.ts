/** The fund service's prefixes (spec section 7): payouts and split payments live under v1, balances under v2. */
export const fundServiceV1 = 'main/api/v1/fund';
export const fundServiceV2 = 'main/api/v2/fund';
