export {
  type ActionContext,
  type ActionDefinition,
  type ActionDialog,
  type ActionGroup,
  type ActionPreset,
  type ActionResult,
  type ActionRisk,
  type ActionSubject,
  actionGroups,
  type CliCommandKind,
  defineAction,
  type Permission,
} from './action.ts';
export { ActionRefusal } from './action-refusal.ts';
export { approvalActions, approveApprovalAction, rejectApprovalAction } from './approval-actions.ts';
export {
  approvalRuleActions,
  createApprovalRuleAction,
  deleteApprovalRuleAction,
  replaceApprovalRuleAction,
} from './approval-rule-actions.ts';
export {
  type ActionSituation,
  allowedToRoles,
  availableActions,
  canSupplySubject,
  refusalOf,
  withSubject,
} from './availability.ts';
export {
  allocateBankLineAction,
  bankLineActions,
  downloadBankStatementFileAction,
  importBankStatementAction,
  linkBankLineToPayoutAction,
  retriggerBankAdapterAction,
} from './bank-line-actions.ts';
export { bankLineMatchActions, matchBankLinesAction, unmatchBankLineAction } from './bank-line-match-actions.ts';
export { type CacheDomain, cacheDomains } from './cache-domain.ts';
export { configActions, setConfigAction } from './config-actions.ts';
export {
  asksBeforeRun,
  asksFirst,
  type Confirmation,
  type ConfirmationDetail,
  confirmationLines,
  confirmationOf,
} from './confirmation.ts';
export { createDivisionAction, deleteDivisionAction, divisionActions } from './division-actions.ts';
export {
  addDocumentAction,
  type DocumentKind,
  documentActions,
  documentKinds,
  removeDocumentAction,
  uploadDocumentFileAction,
} from './document-actions.ts';
export { createInvoiceAction, invoiceActions } from './invoice-actions.ts';
export { cancelJobAction, jobActions, redriveJobAction, retryJobAction } from './job-actions.ts';
export {
  assignKycTaskAction,
  continueKycTaskAction,
  kycActions,
  nextKycTaskAction,
  releaseKycTaskAction,
  requestExternalKycAction,
  updateKycConfigurationAction,
  updateKycStatusAction,
  updateKycTierAction,
} from './kyc-actions.ts';
export {
  clearMerchantAction,
  createMerchantAction,
  deleteMerchantAction,
  selectMerchantAction,
} from './merchant-actions.ts';
export {
  createMerchantUserAction,
  deleteMerchantUserAction,
  merchantUserActions,
  sendPasswordResetAction,
  updateMerchantUserAction,
} from './merchant-user-actions.ts';
export { type MessageKey, translate } from './message-key.ts';
export {
  emailOnboardingUrlAction,
  onboardingActions,
  onboardingUrlAction,
  updateHostedOnboardingAction,
  uploadHostedOnboardingLogoAction,
} from './onboarding-actions.ts';
export {
  endOpsAccountSessionsAction,
  opsAccountActions,
  setOpsAccountRolesAction,
} from './ops-account-actions.ts';
export {
  approveBatchAction,
  cancelBatchAction,
  cancelBatchItemAction,
  deletePayoutRequestAction,
  downloadSepaXmlAction,
  instructBatchAction,
  payoutActions,
  processPayoutRequestsAction,
  regenerateReturnedAction,
  returnPayoutRequestAction,
  triggerScheduledPayoutAction,
} from './payout-actions.ts';
export {
  addPspIntegrationAction,
  downloadPspFileAction,
  editPspIntegrationAction,
  importPspSettlementAction,
  pspActions,
  reconcilePspIntegrationsAction,
  removePspIntegrationAction,
  retriggerPspIntegrationAction,
} from './psp-actions.ts';
export {
  matchPspReportItemsAction,
  pspReportMatchActions,
  unmatchPspReportItemAction,
} from './psp-report-match-actions.ts';
export { type ReasonAsk, reasonAskOf, reasonProblemOf } from './reason-ask.ts';
export {
  type ActionId,
  type ActionOf,
  actionById,
  actionRegistry,
  checkRun,
  parseParameters,
  type RegisteredAction,
  runAction,
} from './registry.ts';
export {
  downloadReportAction,
  reportActions,
  requestReportAction,
  requestTodaysReportAction,
} from './report-actions.ts';
export { deleteSavedViewAction, savedViewActions } from './saved-view-actions.ts';
export { goToScreenAction, screenActions } from './screen-actions.ts';
export { type Screen, type ScreenId, type SidebarPlacement, screens } from './screens.ts';
export {
  addUboAction,
  changeLegalFormAction,
  checkIbanAction,
  createSellerAction,
  deleteSellerAction,
  removeUboAction,
  requestPayoutAction,
  selectExternalAccountAction,
  sellerActions,
  sellerBalancesAction,
  updateExternalAccountStatusAction,
  updateSellerAction,
} from './seller-actions.ts';
export {
  addExternalAccountAction,
  attachExternalAccountFileAction,
  deleteExternalAccountAction,
  sellerRecordActions,
  updateUboAction,
} from './seller-record-actions.ts';
export { signOutAction, switchLanguageAction } from './session-actions.ts';
export { shortcutConflicts, shortcutKeys } from './shortcut.ts';
export { createSplitAction, createSplitRefundAction, splitActions } from './split-actions.ts';
export { showBearerTokenAction } from './token-actions.ts';
export { setToleranceRuleAction, toleranceRuleActions } from './tolerance-rule-actions.ts';
export { cancelTransactionAction, openTransactionAction, transactionActions } from './transaction-actions.ts';
export { balanceTransferAction, transferActions } from './transfer-actions.ts';
export {
  listWebhookDeliveriesAction,
  redeliverWebhookAction,
  sendWebhookTestAction,
  webhookActions,
} from './webhook-actions.ts';
