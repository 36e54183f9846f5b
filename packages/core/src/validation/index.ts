export {
  type ApprovalConditionDraft,
  type ApprovalRuleCheck,
  type ApprovalRuleDraft,
  type ApprovalRuleField,
  checkApprovalRuleDraft,
} from './approval-rule-form.ts';
export { type Checked, type FieldErrors, failed, passed, type ValidationKey } from './checked.ts';
export {
  type CreateMerchantCheck,
  type CreateMerchantDraft,
  type CreateMerchantInput,
  checkCreateMerchant,
  type KycTier,
} from './create-merchant.ts';
export {
  checkDayMonthYear,
  checkIsoDay,
  checkPspRetriggerRange,
  exceedsMaxRange,
  type RetriggerRange,
} from './date-rules.ts';
export { checkHexColor } from './hex-color.ts';
export { checkIban } from './iban.ts';
export { checkMerchantUserDraft, type MerchantUserDraft, type MerchantUserField } from './merchant-user-form.ts';
export { type AmountBounds, checkMinorAmount } from './minor-amount.ts';
export {
  checkOnboardingLogo,
  type LogoFile,
  maxLogoBytes,
  maxLogoHeight,
  maxLogoWidth,
} from './onboarding-logo.ts';
export { checkRequired } from './required.ts';
export {
  checkExternalAccountStatusDraft,
  checkKycDecisionDraft,
  checkLegalFormDraft,
  checkPayoutRequestDraft,
  checkSellerDraft,
  type ExternalAccountStatusDraft,
  type FormCheck,
  type LegalFormDraft,
  type PayoutRequestDraft,
  type PayoutRequestField,
  type SellerDraft,
} from './seller-forms.ts';
export {
  checkSplitDraft,
  type ItemGroupDraft,
  type SellerShareDraft,
  type SplitCheck,
  type SplitDraft,
} from './split-draft.ts';
export { checkUrl, checkWebhookUrl } from './web-url.ts';
