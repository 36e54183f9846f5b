import { updateSellerAction } from '@ops/core/actions';
import type { AccountHolderDetails } from '@ops/core/contract';
import { useState } from 'react';
import {
  addressFields,
  draftOf,
  identityPatch,
  identityTextFields,
} from '../../../../domain-parts/seller-identity/identity-fields.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
import { TextField } from '../../../../ui/text-field/text-field.tsx';
import { useSellerAction } from '../../common/seller-forms/use-seller-action.ts';

/**
 * Edits the seller's identity, under the warning that changing KYC-sensitive data moves the seller to IN
 * PROGRESS and needs a new KYC check, which may cost money. Only changed fields are sent.
 */
export function IdentityForm({ seller, onDone }: { seller: AccountHolderDetails; onDone(): void }) {
  const { t } = useI18n();
  const labels = t.sellers.identity;
  const [draft, setDraft] = useState(() => draftOf(seller.identity));
  const action = useSellerAction(updateSellerAction, (tr) => tr.errors.refreshAndRetry());
  const hint = (field: string) =>
    field === 'dateOfBirth'
      ? labels.dateHint()
      : ['countryOfBirth', 'nationality', 'country'].includes(field)
        ? labels.countryHint()
        : undefined;
  const input = (field: keyof typeof draft) => (
    <TextField
      key={field}
      label={labels.fields[field]()}
      value={draft[field]}
      placeholder={hint(field)}
      onChange={(value) => setDraft({ ...draft, [field]: value })}
    />
  );
  return (
    <form
      className="seller-form identity-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const identity = identityPatch(seller.identity, draft);
        if (Object.keys(identity).length === 0) return onDone();
        const outcome = await action.run({ accountHolderCode: seller.code, identity });
        if (outcome.done) onDone();
      }}
    >
      <p className="seller-warning" role="note">
        {t.sellers.form.kycWarning()}
      </p>
      <fieldset>
        <legend>{labels.edit()}</legend>
        {identityTextFields.map(input)}
      </fieldset>
      <fieldset>
        <legend>{labels.address()}</legend>
        {addressFields.map(input)}
      </fieldset>
      <FormFooter
        failure={action.failure}
        busy={action.busy}
        cancelLabel={t.sellers.form.cancel()}
        submitLabel={action.busy ? t.sellers.form.saving() : t.sellers.form.save()}
        onCancel={onDone}
      />
    </form>
  );
}
