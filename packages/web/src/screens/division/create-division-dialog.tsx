import { createDivisionAction } from '@ops/core/actions';
import { type KycTier, kycTiers } from '@ops/core/contract';
import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Modal } from '../../ui/modal/index.ts';
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
  const nameId = useId();
  const descriptionId = useId();
  const tierId = useId();
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
          <button type="button" className="button" onClick={() => change(false)}>
            {labels.cancel()}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button-primary"
            disabled={busy || displayName.trim() === ''}
            aria-busy={busy}
          >
            {labels.submit()}
          </button>
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
        <label htmlFor={nameId}>{labels.displayName()}</label>
        <input
          id={nameId}
          required
          value={displayName}
          disabled={busy}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <label htmlFor={descriptionId}>{labels.description()}</label>
        <textarea
          id={descriptionId}
          rows={2}
          value={description}
          disabled={busy}
          onChange={(event) => setDescription(event.target.value)}
        />
        <label htmlFor={tierId}>{labels.kycTier()}</label>
        <select
          id={tierId}
          value={kycTier}
          disabled={busy}
          onChange={(event) => setKycTier(event.target.value as KycTier)}
        >
          {kycTiers.map((tier) => (
            <option key={tier} value={tier}>
              {t.merchants.create.tiers[tier]()}
            </option>
          ))}
        </select>
        {failure ? (
          <p role="alert" className="modal-error">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
