/** The reconciliation service's prefix (spec section 7). */
export const reconciliationServiceV1 = 'main/api/v1/reconciliation';
