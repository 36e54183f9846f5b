import { updateKycTierAction } from '@ops/core/actions';
import type { AccountHolderDetails, KycTier } from '@ops/core/contract';
import { useState } from 'react';
import { KycTierSelect } from '../../../domain-parts/kyc/kyc-tier-select.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormFooter } from '../../../ui/form-footer/form-footer.tsx';
import { TextArea } from '../../../ui/text-field/text-area.tsx';
import { useSellerAction } from '../common/seller-forms/use-seller-action.ts';

/** Update KYC tier (an ops tool): the seller moves to another tier, with a staff-only reason. */
export function KycTierForm({ seller, onDone }: { seller: AccountHolderDetails; onDone(): void }) {
  const { t } = useI18n();
  const labels = t.kyc.decision;
  const [tier, setTier] = useState<KycTier | undefined>(undefined);
  const [reason, setReason] = useState('');
  // Spec section 8: a failed tier update says 'Error occurred. Refresh the page and retry it.'
  const action = useSellerAction(updateKycTierAction, (tr) => tr.errors.refreshAndRetry());
  return (
    <form
      className="kyc-decision-form"
      aria-label={t.kyc.actions.updateTier()}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await action.run({ accountHolderCode: seller.code, tier, internalComment: reason });
        if (outcome.done) onDone();
      }}
    >
      <KycTierSelect label={labels.tier()} value={tier} onChange={setTier} />
      <TextArea label={labels.reason()} hint={labels.internalHint()} rows={2} value={reason} onChange={setReason} />
      <FormFooter
        failure={action.failure}
        busy={action.busy}
        cancelLabel={t.sellers.ubos.cancel()}
        submitLabel={labels.saveTier()}
        onCancel={onDone}
      />
    </form>
  );
}
