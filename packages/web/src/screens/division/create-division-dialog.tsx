import { createDivisionAction } from '@ops/core/actions';
import { type KycTier, kycTiers } from '@ops/core/contract';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FormDialog } from '../../ui/modal/index.ts';
import { Select } from '../../ui/select/select.tsx';
import { TextArea } from '../../ui/text-field/text-area.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useDivisionAction } from './use-division-action.ts';

/**
 * Create a division of the merchant on view: display name (required, trimmed), description and KYC tier
 * (the merchant's default unless chosen). On success the app shows the new division.
 */
export function CreateDivisionDialog({
  merchant,
  defaultKycTier,
  open,
  onOpenChange,
}: {
  merchant: string;
  defaultKycTier: KycTier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const labels = t.balances.division.create;
  const [displayName, setDisplayName] = useState('');
  const [description, setDescription] = useState('');
  const [kycTier, setKycTier] = useState<KycTier>(defaultKycTier);
  const { run, busy, failure, clearFailure } = useDivisionAction(createDivisionAction);
  const change = (next: boolean) => {
    if (!next) {
      setDisplayName('');
      setDescription('');
      setKycTier(defaultKycTier);
      clearFailure();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      title={labels.title({ merchant })}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      submitDisabled={displayName.trim() === ''}
      busy={busy}
      failure={failure}
      onSubmit={async () => {
        if ((await run({ displayName, description, kycTier })).done) change(false);
      }}
    >
      <TextField label={labels.displayName()} required value={displayName} disabled={busy} onChange={setDisplayName} />
      <TextArea label={labels.description()} rows={2} value={description} disabled={busy} onChange={setDescription} />
      <Select
        label={labels.kycTier()}
        value={kycTier}
        disabled={busy}
        onValueChange={setKycTier}
        options={kycTiers.map((tier) => ({ value: tier, label: t.merchants.create.tiers[tier]() }))}
      />
    </FormDialog>
  );
}
