import type { opsRoles } from '../contract/ops-accounts/ops-account.ts';
import type { ReasonKind } from '../contract/reasons.ts';
import type { ContractRouteId, routeRoles } from './route-roles.ts';

/** Every route that changes something: every route but those every role may call (`routeRoles`). */
export type WritingRouteId = {
  [Id in ContractRouteId]: (typeof routeRoles)[Id] extends typeof opsRoles ? never : Id;
}[ContractRouteId];

/**
 * Which kind of change each writing route is (issue 30), the one table the platform enforces a division's
 * required reasons by and every caller asks for a reason by; `'none'` says a route was weighed and needs none.
 * `updateKycStatus` is a `kycOverride` only when the decision goes against the provider's answer: the KYC service
 * knows that and checks it there. A writing route added to the contract does not compile until it is here.
 */
export const routeReasonKinds = {
  // Account owner: deletions, and the division's own configuration.
  createMerchant: 'none',
  deleteMerchant: 'deletion',
  createDivision: 'none',
  deleteDivision: 'deletion',
  updateDivisionConfig: 'configurationChange',
  createAccountHolder: 'none',
  updateAccountHolder: 'none',
  updateDivisionAccountHolder: 'none',
  deleteDivisionAccountHolder: 'deletion',
  changeLegalForm: 'none',
  createUbo: 'none',
  updateUbo: 'none',
  deleteUbo: 'deletion',
  createPersonalDocument: 'none',
  updatePersonalDocument: 'none',
  deletePersonalDocument: 'deletion',
  uploadPersonalDocumentPhoto: 'none',
  createOrganizationDocument: 'none',
  updateOrganizationDocument: 'none',
  deleteOrganizationDocument: 'deletion',
  uploadOrganizationDocumentFile: 'none',
  createExternalAccount: 'none',
  updateExternalAccount: 'none',
  selectExternalAccount: 'none',
  deleteExternalAccount: 'deletion',
  uploadExternalAccountFile: 'none',
  updateExternalAccountStatus: 'none',
  sendWebhookTestEvent: 'none',
  redeliverWebhook: 'none',
  resendWebhookEvent: 'none',
  // Approvals: the rules are configuration; a decision is its own reason (a rejection says why).
  createApprovalRule: 'configurationChange',
  replaceApprovalRule: 'configurationChange',
  deleteApprovalRule: 'deletion',
  approveApprovalRequest: 'none',
  rejectApprovalRequest: 'none',
  // Fund: money moving, and taking back money moved or about to move.
  createBalanceTransfer: 'moneyMovement',
  createSplitPayment: 'moneyMovement',
  cancelSplitPayment: 'moneyMovement',
  createSplitRefund: 'moneyMovement',
  cancelSplitRefund: 'moneyMovement',
  reconcileSplitPayment: 'none',
  reconcileSplitRefund: 'none',
  approvePayout: 'moneyMovement',
  instructPayout: 'moneyMovement',
  cancelPayout: 'moneyMovement',
  cancelPayoutItem: 'moneyMovement',
  processPayoutRequests: 'moneyMovement',
  processDivisionPayoutRequests: 'moneyMovement',
  createPayoutRequest: 'moneyMovement',
  createOwnPayoutRequest: 'moneyMovement',
  deletePayoutRequest: 'deletion',
  returnPayoutRequest: 'moneyMovement',
  regeneratePayoutRequests: 'none',
  regenerateDivisionPayoutRequests: 'none',
  triggerScheduledPayout: 'moneyMovement',
  allocateBankLine: 'moneyMovement',
  confirmPayoutBankLine: 'moneyMovement',
  // Reconciliation and the PSP adapter: imports and runs read what happened; the integrations are configuration.
  importBankStatement: 'none',
  createPspIntegration: 'configurationChange',
  updatePspIntegration: 'configurationChange',
  deletePspIntegration: 'deletion',
  importPspSettlement: 'none',
  retriggerBankAdapter: 'none',
  matchBankLines: 'moneyMovement',
  unmatchBankLines: 'moneyMovement',
  setToleranceRule: 'configurationChange',
  matchPspReportItems: 'moneyMovement',
  unmatchPspReportItems: 'moneyMovement',
  retriggerPspIntegration: 'none',
  triggerAutoReconciliation: 'none',
  // Invoicing: fee contracts are configuration.
  requestReport: 'none',
  deleteReport: 'deletion',
  createFeeContract: 'configurationChange',
  activateFeeContract: 'configurationChange',
  expireFeeContract: 'configurationChange',
  createInvoice: 'none',
  // KYC: the configuration, and a decision against the provider's answer (checked by the KYC service).
  createKycConfig: 'configurationChange',
  updateKycConfig: 'configurationChange',
  nextKycTask: 'none',
  assignKycTask: 'none',
  releaseKycTask: 'none',
  updateKycStatus: 'kycOverride',
  updateKycTier: 'none',
  requestExternalKyc: 'none',
  // Onboarding: the hosted page's settings are configuration; merchant users are removed by a deletion.
  generateOnboardingUrl: 'none',
  emailOnboardingUrl: 'none',
  updateHostedOnboardingConfig: 'configurationChange',
  uploadHostedOnboardingLogo: 'configurationChange',
  createMerchantUser: 'none',
  updateMerchantUser: 'none',
  deleteMerchantUser: 'deletion',
  sendMerchantUserPasswordReset: 'none',
  // Ops accounts: roles are configuration.
  setOpsAccountRoles: 'configurationChange',
  // Ending an account's sessions is access, not one of the kinds a division asks a reason for (and binds no division).
  endOpsAccountSessions: 'none',
  // Background jobs: bound to no division, so no division's reasons apply.
  retryJob: 'none',
  redriveJob: 'none',
  cancelJob: 'none',
} as const satisfies Record<WritingRouteId, ReasonKind | 'none'>;

/** The kind of change a route is, or undefined when it reads or needs no reason. */
export function reasonKindOf(routeId: string): ReasonKind | undefined {
  const kind = (routeReasonKinds as Readonly<Record<string, ReasonKind | 'none'>>)[routeId];
  return kind === undefined || kind === 'none' ? undefined : kind;
}
