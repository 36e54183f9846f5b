/** The insights service's v1 prefix (spec section 7): balance history, group balance and the funds overview. */
export const balanceInsightsService = 'insights/api/v1';
