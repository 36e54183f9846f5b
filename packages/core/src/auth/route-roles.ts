import type { RouteTableName, RouteTables } from '../api/route-tables.ts';
import { opsRoles } from '../contract/ops-accounts/ops-roles.ts';

/** One ops role (the contract's `OpsRole`). */
type OpsRole = (typeof opsRoles)[number];

/** Every route id of the contract, e.g. 'approvePayout'. */
export type ContractRouteId = { [Table in RouteTableName]: keyof RouteTables[Table] & string }[RouteTableName];

/** A reading route: every role may call it. */
const everyRole = opsRoles;
const operator = ['operator'] as const;
const treasury = ['treasury'] as const;
const approver = ['approver'] as const;
const admin = ['admin'] as const;

/**
 * Who may call each route of the contract (issue 30), the one table the platform enforces and every caller offers
 * by: reads are every role's (the viewer reads everything and acts on nothing); the operator works sellers, KYC
 * decisions, transactions and splits, payout requests and reconciliation; treasury balance transfers, payout
 * batches and the PSP configuration; the approver approves what the approval rules send; the admin configurations,
 * merchants, merchant users and roles. A route added to the contract does not compile until it is here.
 */
export const routeRoles = {
  // Account owner: merchants and divisions are configuration; sellers and their records the operator's.
  searchMerchants: everyRole,
  getMerchant: everyRole,
  createMerchant: admin,
  deleteMerchant: admin,
  listDivisions: everyRole,
  listDetailedDivisions: everyRole,
  getDetailedDivision: everyRole,
  createDivision: admin,
  deleteDivision: admin,
  getDivisionConfig: everyRole,
  updateDivisionConfig: admin,
  getPayoutConfig: everyRole,
  listAccountHolders: everyRole,
  listDivisionAccountHolders: everyRole,
  getAccountHolder: everyRole,
  createAccountHolder: operator,
  updateAccountHolder: operator,
  updateDivisionAccountHolder: operator,
  deleteDivisionAccountHolder: operator,
  changeLegalForm: operator,
  listUbos: everyRole,
  createUbo: operator,
  updateUbo: operator,
  deleteUbo: operator,
  listPersonalDocuments: everyRole,
  createPersonalDocument: operator,
  updatePersonalDocument: operator,
  deletePersonalDocument: operator,
  uploadPersonalDocumentPhoto: operator,
  downloadPersonalDocumentPhoto: everyRole,
  listOrganizationDocuments: everyRole,
  createOrganizationDocument: operator,
  updateOrganizationDocument: operator,
  deleteOrganizationDocument: operator,
  uploadOrganizationDocumentFile: operator,
  downloadOrganizationDocumentFile: everyRole,
  listExternalAccounts: everyRole,
  listDivisionExternalAccounts: everyRole,
  createExternalAccount: operator,
  updateExternalAccount: operator,
  selectExternalAccount: operator,
  deleteExternalAccount: operator,
  uploadExternalAccountFile: operator,
  downloadExternalAccountFile: everyRole,
  checkIban: everyRole,
  updateExternalAccountStatus: operator,
  getVirtualAccountBalance: everyRole,
  listWebhookEndpoints: everyRole,
  listWebhookDeliveries: everyRole,
  sendWebhookTestEvent: operator,
  redeliverWebhook: operator,
  listDivisionEvents: everyRole,
  resendWebhookEvent: operator,
  // Approvals: the rules are configuration; a request is approved or rejected by an approver.
  listApprovalRules: everyRole,
  createApprovalRule: admin,
  replaceApprovalRule: admin,
  deleteApprovalRule: admin,
  listApprovalRequests: everyRole,
  getApprovalRequest: everyRole,
  approveApprovalRequest: approver,
  rejectApprovalRequest: approver,
  listAuditEvents: everyRole,
  listActivity: everyRole,
  verifyAuditChain: everyRole,
  // Fund: balance transfers and payout batches are treasury's, payout requests and splits the operator's.
  createBalanceTransfer: treasury,
  listBalanceTransfers: everyRole,
  createSplitPayment: operator,
  cancelSplitPayment: operator,
  createSplitRefund: operator,
  cancelSplitRefund: operator,
  reconcileSplitPayment: operator,
  reconcileSplitRefund: operator,
  getSplitPayment: everyRole,
  getSplitRefund: everyRole,
  listSplitPayments: everyRole,
  listSplitRefunds: everyRole,
  listPayouts: everyRole,
  listDivisionPayouts: everyRole,
  listPayoutTable: everyRole,
  approvePayout: treasury,
  instructPayout: treasury,
  cancelPayout: treasury,
  cancelPayoutItem: treasury,
  downloadPayoutSepaXml: everyRole,
  listPayoutRequests: everyRole,
  listDivisionPayoutRequests: everyRole,
  listMerchantPayoutRequests: everyRole,
  processPayoutRequests: operator,
  processDivisionPayoutRequests: operator,
  createPayoutRequest: operator,
  createOwnPayoutRequest: operator,
  deletePayoutRequest: operator,
  returnPayoutRequest: operator,
  regeneratePayoutRequests: operator,
  regenerateDivisionPayoutRequests: operator,
  triggerScheduledPayout: operator,
  allocateBankLine: operator,
  confirmPayoutBankLine: operator,
  sandboxBankStatement: everyRole,
  // Insights: reads only.
  getBalanceHistory: everyRole,
  getGroupBalance: everyRole,
  getMerchantBalanceOverview: everyRole,
  getBankBalanceOverview: everyRole,
  getPayoutRequestOverview: everyRole,
  getPayoutRequestDetails: everyRole,
  listDivisionTransactions: everyRole,
  getSplitDetails: everyRole,
  // Reconciliation and the PSP adapter: imports and runs are the operator's, the integrations treasury's.
  listAcquirers: everyRole,
  listBankStatementsInfo: everyRole,
  listDivisionBankStatementsInfo: everyRole,
  downloadBankStatementFile: everyRole,
  importBankStatement: operator,
  listPspIntegrations: everyRole,
  listAvailablePspIntegrations: everyRole,
  createPspIntegration: treasury,
  updatePspIntegration: treasury,
  deletePspIntegration: treasury,
  importPspSettlement: operator,
  retriggerBankAdapter: operator,
  listBankLineCandidates: everyRole,
  matchBankLines: operator,
  unmatchBankLines: operator,
  getToleranceRule: everyRole,
  setToleranceRule: admin,
  listBankLineExceptions: everyRole,
  listPspReportCandidates: everyRole,
  listPspReportItemExceptions: everyRole,
  matchPspReportItems: operator,
  unmatchPspReportItems: operator,
  retriggerPspIntegration: operator,
  listPspSettlements: everyRole,
  downloadPspFile: everyRole,
  searchPspReports: everyRole,
  triggerAutoReconciliation: operator,
  getAutoReconciliationRun: everyRole,
  // Invoicing: reports are asked for by whoever works the money; fee contracts are configuration.
  listReports: everyRole,
  listReportAccounts: everyRole,
  getReport: everyRole,
  requestReport: [...operator, ...treasury],
  deleteReport: [...operator, ...treasury],
  downloadReport: everyRole,
  listFeeContracts: everyRole,
  getFeeContract: everyRole,
  createFeeContract: admin,
  activateFeeContract: admin,
  expireFeeContract: admin,
  listInvoices: everyRole,
  getInvoice: everyRole,
  downloadInvoicePdf: everyRole,
  createInvoice: operator,
  // KYC: decisions are the operator's, the configuration the admin's.
  getKycConfig: everyRole,
  createKycConfig: admin,
  updateKycConfig: admin,
  listKycTasks: everyRole,
  myKycTasks: everyRole,
  getKycTask: everyRole,
  nextKycTask: operator,
  assignKycTask: operator,
  releaseKycTask: operator,
  updateKycStatus: operator,
  updateKycTier: operator,
  getKycHistory: everyRole,
  getExternalKycHistory: everyRole,
  requestExternalKyc: operator,
  // Onboarding: links for sellers are the operator's, the hosted page's settings and merchant users the admin's.
  generateOnboardingUrl: operator,
  emailOnboardingUrl: operator,
  getHostedOnboardingConfig: everyRole,
  updateHostedOnboardingConfig: admin,
  uploadHostedOnboardingLogo: admin,
  listMerchantUsers: everyRole,
  createMerchantUser: admin,
  updateMerchantUser: admin,
  deleteMerchantUser: admin,
  sendMerchantUserPasswordReset: admin,
  // Ops accounts: everyone reads their own roles and the accounts; the admin sets roles.
  getMyOpsAccount: everyRole,
  getPlatformMode: everyRole,
  listOpsAccounts: everyRole,
  setOpsAccountRoles: admin,
  endOpsAccountSessions: admin,
  // Background jobs (issue 33): read by every role, as every read; steered by the admin (the platform's machinery).
  listJobQueues: everyRole,
  listJobWarnings: everyRole,
  listJobs: everyRole,
  getJob: everyRole,
  listJobSchedules: everyRole,
  retryJob: admin,
  redriveJob: admin,
  cancelJob: admin,
  // Saved views (issue 31): every role keeps views of the lists it reads, the viewer too (a view is the account's own
  // way of looking at a list, no record of a division's), so they are no writing routes and ask no reason; the
  // platform lets only a view's owner change or delete it.
  listSavedViews: everyRole,
  getSavedView: everyRole,
  createSavedView: everyRole,
  updateSavedView: everyRole,
  deleteSavedView: everyRole,
  setDefaultSavedView: everyRole,
  unsetDefaultSavedView: everyRole,
} as const satisfies Record<ContractRouteId, readonly OpsRole[]>;

/** Whether an account holding `roles` may call the route: one of its roles is among the route's. */
export function mayCallRoute(roles: readonly OpsRole[], routeId: ContractRouteId): boolean {
  const allowed: readonly OpsRole[] = routeRoles[routeId];
  return roles.some((role) => allowed.includes(role));
}

/** Whether the route only reads: every role may call it. */
export function isReadingRoute(routeId: ContractRouteId): boolean {
  return routeRoles[routeId] === everyRole;
}
