import { describe, expect, it } from 'vitest';
import {
  checkExternalAccountStatusDraft,
  checkLegalFormDraft,
  checkPayoutRequestDraft,
  checkSellerDraft,
  type PayoutRequestDraft,
} from './seller-forms.ts';

describe('seller form rules', () => {
  it('needs a company type for an organization only', () => {
    expect(checkLegalFormDraft({ legalForm: 'ORGANIZATION', companyType: '' })).toEqual({
      ok: false,
      errors: { companyType: 'required' },
    });
    expect(checkLegalFormDraft({ legalForm: 'ORGANIZATION', companyType: 'NON_PROFIT' })).toEqual({
      ok: true,
      value: { legalForm: 'ORGANIZATION', companyType: 'NON_PROFIT' },
    });
    expect(checkLegalFormDraft({ legalForm: 'INDIVIDUAL', companyType: 'NON_PROFIT' })).toEqual({
      ok: true,
      value: { legalForm: 'INDIVIDUAL' },
    });
  });

  it('needs a name and an e-mail for a seller, trimmed', () => {
    expect(checkSellerDraft({ name: ' ', email: '', legalForm: 'INDIVIDUAL', companyType: '' })).toEqual({
      ok: false,
      errors: { name: 'required', email: 'required' },
    });
    expect(
      checkSellerDraft({ name: ' Ann ', email: ' ann@example.com', legalForm: 'INDIVIDUAL', companyType: '' }),
    ).toEqual({ ok: true, value: { name: 'Ann', email: 'ann@example.com', legalForm: 'INDIVIDUAL' } });
  });

  it("needs a new status ('Please select a new status') and a reason", () => {
    expect(checkExternalAccountStatusDraft({ status: '', reason: '  ' })).toEqual({
      ok: false,
      errors: { status: 'pleaseSelectNewStatus', reason: 'required' },
    });
    expect(checkExternalAccountStatusDraft({ status: 'ACTIVE', reason: ' checked ' })).toEqual({
      ok: true,
      value: { status: 'ACTIVE', reason: 'checked' },
    });
  });
});

describe('payout request rules', () => {
  const draft: PayoutRequestDraft = {
    sellerStatus: 'ACTIVE',
    sellerDeleted: false,
    hasSelectedExternalAccount: true,
    amountMode: 'COMPLETE',
    amount: '',
    confirmedBalance: 5000,
    description: '',
  };

  it('pays out the estimated amount when complete', () => {
    expect(checkPayoutRequestDraft(draft)).toEqual({ ok: true, value: { amountMode: 'COMPLETE' } });
    expect(checkPayoutRequestDraft({ ...draft, confirmedBalance: 0 })).toEqual({
      ok: false,
      errors: { amount: 'valueTooLow' },
    });
  });

  it('needs an active seller and a selected external account', () => {
    expect(
      checkPayoutRequestDraft({ ...draft, sellerStatus: 'IN_PROGRESS', hasSelectedExternalAccount: false }),
    ).toEqual({ ok: false, errors: { seller: 'sellerNotActive', externalAccount: 'noSelectedExternalAccount' } });
    expect(checkPayoutRequestDraft({ ...draft, sellerDeleted: true })).toEqual({
      ok: false,
      errors: { seller: 'sellerNotActive' },
    });
  });

  it('takes a partial amount in whole minor units up to the confirmed balance', () => {
    const partial = { ...draft, amountMode: 'PARTIAL' as const, description: ' rent ' };
    expect(checkPayoutRequestDraft({ ...partial, amount: '' })).toEqual({
      ok: false,
      errors: { amount: 'valueNotProvided' },
    });
    expect(checkPayoutRequestDraft({ ...partial, amount: '12.5' })).toEqual({
      ok: false,
      errors: { amount: 'invalidAmount' },
    });
    expect(checkPayoutRequestDraft({ ...partial, amount: '0' })).toEqual({
      ok: false,
      errors: { amount: 'valueTooLow' },
    });
    expect(checkPayoutRequestDraft({ ...partial, amount: '5001' })).toEqual({
      ok: false,
      errors: { amount: 'valueTooHigh' },
    });
    expect(checkPayoutRequestDraft({ ...partial, amount: '1250' })).toEqual({
      ok: true,
      value: { amountMode: 'PARTIAL', amount: 1250, description: 'rent' },
    });
  });
});
