import type { AccountHolderStatus, CompanyType, ExternalAccountStatus, LegalForm } from '../contract/index.ts';
import type { FieldErrors } from './checked.ts';
import { checkMinorAmount } from './minor-amount.ts';

/** A field-by-field check: the value to send, or the problems keyed by field. */
export type FormCheck<Value, Field extends string> =
  | { ok: true; value: Value }
  | { ok: false; errors: FieldErrors<Field> };

const outcome = <Value, Field extends string>(errors: FieldErrors<Field>, value: () => Value) =>
  Object.keys(errors).length > 0 ? { ok: false as const, errors } : { ok: true as const, value: value() };

export interface LegalFormDraft {
  legalForm: LegalForm;
  companyType: CompanyType | '' | undefined;
}

/** An organization needs a company type ('Required'); an individual has none. */
export function checkLegalFormDraft(
  draft: LegalFormDraft,
): FormCheck<{ legalForm: LegalForm; companyType?: CompanyType }, 'companyType'> {
  const errors: FieldErrors<'companyType'> = {};
  if (draft.legalForm === 'ORGANIZATION' && !draft.companyType) errors.companyType = 'required';
  return outcome(errors, () =>
    draft.legalForm === 'ORGANIZATION' && draft.companyType
      ? { legalForm: draft.legalForm, companyType: draft.companyType }
      : { legalForm: draft.legalForm },
  );
}

export interface SellerDraft extends LegalFormDraft {
  name: string;
  email: string;
}

/** Create or update a seller: a name and an e-mail are required, and the legal form rule above. */
export function checkSellerDraft(
  draft: SellerDraft,
): FormCheck<
  { name: string; email: string; legalForm: LegalForm; companyType?: CompanyType },
  'name' | 'email' | 'companyType'
> {
  const errors: FieldErrors<'name' | 'email' | 'companyType'> = {};
  const name = draft.name.trim();
  const email = draft.email.trim();
  if (!name) errors.name = 'required';
  if (!email) errors.email = 'required';
  const legalForm = checkLegalFormDraft(draft);
  if (!legalForm.ok) Object.assign(errors, legalForm.errors);
  return outcome(errors, () => ({ name, email, ...(legalForm.ok ? legalForm.value : { legalForm: draft.legalForm }) }));
}

export interface ExternalAccountStatusDraft {
  status: ExternalAccountStatus | '' | undefined;
  reason: string;
}

/** External account status update (spec section 5): a new status ('Please select a new status') and a reason. */
export function checkExternalAccountStatusDraft(
  draft: ExternalAccountStatusDraft,
): FormCheck<{ status: ExternalAccountStatus; reason: string }, 'status' | 'reason'> {
  const errors: FieldErrors<'status' | 'reason'> = {};
  const reason = draft.reason.trim();
  if (!draft.status) errors.status = 'pleaseSelectNewStatus';
  if (!reason) errors.reason = 'required';
  return outcome(errors, () => ({ status: draft.status as ExternalAccountStatus, reason }));
}

/** A KYC decision needs a new status ('Select new status'); the comments are optional. */
export function checkKycDecisionDraft(draft: {
  status: AccountHolderStatus | '';
}): FormCheck<{ status: AccountHolderStatus }, 'status'> {
  const errors: FieldErrors<'status'> = {};
  if (!draft.status) errors.status = 'selectNewStatus';
  return outcome(errors, () => ({ status: draft.status as AccountHolderStatus }));
}

export interface PayoutRequestDraft {
  sellerStatus: AccountHolderStatus;
  sellerDeleted: boolean;
  /** Whether the seller has a selected external account, the one payouts go to. */
  hasSelectedExternalAccount: boolean;
  amountMode: 'COMPLETE' | 'PARTIAL';
  /** Minor units as typed; only a partial payout has one. */
  amount: string;
  /** The estimated amount of a complete payout: the confirmed balance, in minor units. */
  confirmedBalance: number;
  description: string;
}

export type PayoutRequestField = 'seller' | 'externalAccount' | 'amount';

/**
 * Payout request (spec section 5): the seller must be active ('Seller does not have an active status'), an
 * external account selected ('No selected external account found'); a partial amount is whole minor units from 1
 * up to the confirmed balance; a complete payout needs something to pay out.
 */
export function checkPayoutRequestDraft(draft: PayoutRequestDraft): FormCheck<
  {
    amountMode: 'COMPLETE' | 'PARTIAL';
    amount?: number;
    description?: string;
  },
  PayoutRequestField
> {
  const errors: FieldErrors<PayoutRequestField> = {};
  if (draft.sellerDeleted || draft.sellerStatus !== 'ACTIVE') errors.seller = 'sellerNotActive';
  if (!draft.hasSelectedExternalAccount) errors.externalAccount = 'noSelectedExternalAccount';
  let amount: number | undefined;
  if (draft.amountMode === 'PARTIAL') {
    const checked = checkMinorAmount(draft.amount, { min: 1, max: draft.confirmedBalance });
    if (checked.ok) amount = checked.value;
    else errors.amount = checked.message;
  } else if (draft.confirmedBalance < 1) {
    errors.amount = 'valueTooLow';
  }
  const description = draft.description.trim();
  return outcome(errors, () => ({
    amountMode: draft.amountMode,
    ...(amount === undefined ? {} : { amount }),
    ...(description ? { description } : {}),
  }));
}
