import { kycTiers } from '@ops/core/contract';
import { type CreateMerchantMachine, canCreateMerchant } from '@ops/core/flows/create-merchant';
import * as Popover from '@radix-ui/react-popover';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { Actor } from 'xstate';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';

/** The create merchant form (spec section 2): editable until the merchant is created, then only Close. */
export function CreateMerchantForm({ flow, titleId }: { flow: Actor<CreateMerchantMachine>; titleId: string }) {
  const { t } = useI18n();
  const snapshot = useSelector(flow, (state) => state);
  const displayNameId = useId();
  const descriptionId = useId();
  const tierLegendId = useId();
  const { draft, refusal } = snapshot.context;
  const editable = snapshot.matches('default') || snapshot.matches('error');
  const loading = snapshot.matches('loading');
  const succeeded = snapshot.matches('success');
  const labels = t.merchants.create;

  return (
    <form
      className="create-merchant-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'submit' });
      }}
    >
      <h2 id={titleId} className="popover-title">
        {labels.title()}
      </h2>
      <label htmlFor={displayNameId}>{labels.displayName()}</label>
      <input
        id={displayNameId}
        required
        value={draft.displayName}
        disabled={!editable}
        onChange={(event) => flow.send({ type: 'displayName.changed', displayName: event.target.value })}
      />
      <label htmlFor={descriptionId}>{labels.description()}</label>
      <textarea
        id={descriptionId}
        rows={2}
        value={draft.description}
        disabled={!editable}
        onChange={(event) => flow.send({ type: 'description.changed', description: event.target.value })}
      />
      <fieldset className="create-merchant-tiers" aria-labelledby={tierLegendId}>
        <legend id={tierLegendId}>{labels.kycTier()}</legend>
        {kycTiers.map((kycTier) => (
          <button
            key={kycTier}
            type="button"
            className="button"
            aria-pressed={draft.defaultKycTier === kycTier}
            disabled={!editable}
            onClick={() => flow.send({ type: 'kycTier.chosen', kycTier })}
          >
            {labels.tiers[kycTier]()}
          </button>
        ))}
      </fieldset>
      <label className="create-merchant-toggle">
        <input
          type="checkbox"
          role="switch"
          aria-checked={draft.usCardProcessor}
          checked={draft.usCardProcessor}
          disabled={!editable}
          onChange={(event) => flow.send({ type: 'usCardProcessor.changed', usCardProcessor: event.target.checked })}
        />
        {labels.usCardProcessor()}
      </label>
      {snapshot.matches('error') ? (
        <p role="alert" className="create-merchant-error">
          {refusal ?? labels.failed()}
        </p>
      ) : null}
      {succeeded ? (
        <p role="status" className="create-merchant-success">
          {labels.success()}
        </p>
      ) : null}
      <div className="popover-actions">
        <Popover.Close className="button">{succeeded ? labels.close() : labels.cancel()}</Popover.Close>
        <button
          type="submit"
          className="button button-primary"
          disabled={!editable || !canCreateMerchant(draft)}
          aria-busy={loading}
        >
          {loading ? labels.creating() : labels.submit()}
        </button>
      </div>
    </form>
  );
}
