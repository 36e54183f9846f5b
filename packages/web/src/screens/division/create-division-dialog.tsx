import { createDivisionAction } from '@ops/core/actions';
import { type KycTier, kycTiers } from '@ops/core/contract';
import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/index.ts';
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
  const formId = useId();
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
    <Modal
      open={open}
      onOpenChange={change}
      title={labels.title({ merchant })}
      footer={
        <>
          <Button onClick={() => change(false)}>{labels.cancel()}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={displayName.trim() === ''} busy={busy}>
            {labels.submit()}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="dialog-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if ((await run({ displayName, description, kycTier })).done) change(false);
        }}
      >
        <TextField
          label={labels.displayName()}
          required
          value={displayName}
          disabled={busy}
          onChange={setDisplayName}
        />
        <TextArea label={labels.description()} rows={2} value={description} disabled={busy} onChange={setDescription} />
        <Select
          label={labels.kycTier()}
          value={kycTier}
          disabled={busy}
          onValueChange={setKycTier}
          options={kycTiers.map((tier) => ({ value: tier, label: t.merchants.create.tiers[tier]() }))}
        />
        {failure ? (
          <p role="alert" className="modal-error">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
