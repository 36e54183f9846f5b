import { createDivisionAction } from '@ops/core/actions';
import { type KycTier, kycTiers } from '@ops/core/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';
import { FocusTrap } from '../../ui/popover/focus-trap.tsx';
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
    <Dialog.Root open={open} onOpenChange={change} modal={false}>
      <Dialog.Portal>
        <div className="dialog-overlay" aria-hidden="true" />
        <Dialog.Content className="dialog" aria-modal="true" aria-describedby={undefined}>
          <FocusTrap>
            <Dialog.Title className="dialog-title">{labels.title({ merchant })}</Dialog.Title>
            <form
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
                <p role="alert" className="dialog-error">
                  {failure}
                </p>
              ) : null}
              <div className="dialog-actions">
                <Dialog.Close className="button">{labels.cancel()}</Dialog.Close>
                <button
                  type="submit"
                  className="button button-primary"
                  disabled={busy || displayName.trim() === ''}
                  aria-busy={busy}
                >
                  {labels.submit()}
                </button>
              </div>
            </form>
          </FocusTrap>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
