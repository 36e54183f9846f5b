import { addExternalAccountAction } from '@ops/core/actions';
import { type ExternalAccountType, externalAccountTypes } from '@ops/core/contract';
import { useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FormDialog } from '../../../../ui/modal/form-dialog.tsx';
import { Select } from '../../../../ui/select/index.ts';
import { TextField } from '../../../../ui/text-field/index.ts';
import { useSellerAction } from '../../common/seller-forms/use-seller-action.ts';

const emptyDraft = { iban: '', accountNumber: '', routingNumber: '', currency: 'EUR', displayName: '' };

/**
 * Add external account (spec section 7's POST .../externalAccounts): an IBAN (SEPA), or an account and routing
 * number with its currency, and a display name; through the registry's `externalAccounts.add`, which an approval
 * rule may hold back. The platform checks the IBAN; its refusal shows under the fields.
 */
export function AddExternalAccountDialog({
  seller,
  onClose,
}: {
  seller: { code: string; name: string };
  onClose(): void;
}) {
  const { t } = useI18n();
  const labels = t.sellers.externalAccounts;
  const [type, setType] = useState<ExternalAccountType>('IBAN');
  const [draft, setDraft] = useState(emptyDraft);
  const add = useSellerAction(addExternalAccountAction, (tr) => tr.errors.requestIssue());
  const field = (name: keyof typeof emptyDraft, label: string) => (
    <TextField label={label} value={draft[name]} onChange={(value) => setDraft({ ...draft, [name]: value })} />
  );
  const displayName = draft.displayName.trim() ? { displayName: draft.displayName } : {};
  const complete =
    type === 'IBAN'
      ? draft.iban.trim() !== ''
      : draft.accountNumber.trim() !== '' && draft.routingNumber.trim() !== '' && draft.currency.trim() !== '';
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.addTitle({ name: seller.name })}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submitAdd()}
      busy={add.busy}
      submitDisabled={!complete}
      failure={add.failure}
      onSubmit={async () => {
        const account =
          type === 'IBAN'
            ? { type, iban: draft.iban, ...displayName }
            : {
                type,
                accountNumber: draft.accountNumber,
                routingNumber: draft.routingNumber,
                currency: draft.currency.trim().toUpperCase(),
                ...displayName,
              };
        if ((await add.run({ accountHolderCode: seller.code, ...account })).done) onClose();
      }}
    >
      <Select<ExternalAccountType>
        label={labels.fields.type()}
        value={type}
        onValueChange={setType}
        options={externalAccountTypes.map((value) => ({ value, label: labels.types[value]() }))}
      />
      {type === 'IBAN' ? (
        field('iban', labels.fields.iban())
      ) : (
        <>
          {field('accountNumber', labels.fields.accountNumber())}
          {field('routingNumber', labels.fields.routingNumber())}
          {field('currency', labels.fields.currency())}
        </>
      )}
      {field('displayName', labels.fields.displayName())}
    </FormDialog>
  );
}
