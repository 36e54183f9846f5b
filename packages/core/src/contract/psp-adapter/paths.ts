/** The PSP adapter's prefix (spec section 7). */
export const pspAdapterServiceV1 = 'psp-adapter/api/v1';
/** The division's PSP integrations: `psp-adapter/api/v1/merchants/{m}/divisions/{d}/psp/integration`. */
export const divisionPspIntegrations = `${pspAdapterServiceV1}/merchants/{merchantCode}/divisions/{divisionCode}/psp/integration`;
/** The insights service's reconciliation prefix, where the PSP report items are searched. */
export const insightsReconciliationV1 = 'insights/api/v1/reconciliation';
/** A division's auto-reconciliation runs: `psp-adapter/api/v1/merchants/{m}/divisions/{d}/psp/auto-reconciliation/runs`. */
export const divisionAutoReconciliationRuns = `${pspAdapterServiceV1}/merchants/{merchantCode}/divisions/{divisionCode}/psp/auto-reconciliation/runs`;
