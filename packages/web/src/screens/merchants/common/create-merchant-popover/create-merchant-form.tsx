import { kycTiers } from '@ops/core/contract';
import { type CreateMerchantMachine, canCreateMerchant } from '@ops/core/flows/create-merchant';
import * as Popover from '@radix-ui/react-popover';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/button.tsx';
import { SegmentedControl } from '../../../../ui/segmented-control/segmented-control.tsx';
import { Switch } from '../../../../ui/switch/switch.tsx';
import { TextArea } from '../../../../ui/text-field/text-area.tsx';
import { TextField } from '../../../../ui/text-field/text-field.tsx';

/** The create merchant form (spec section 2): editable until the merchant is created, then only Close. */
export function CreateMerchantForm({ flow, titleId }: { flow: Actor<CreateMerchantMachine>; titleId: string }) {
  const { t } = useI18n();
  const snapshot = useSelector(flow, (state) => state);
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
      <TextField
        label={labels.displayName()}
        required
        value={draft.displayName}
        disabled={!editable}
        onChange={(displayName) => flow.send({ type: 'displayName.changed', displayName })}
      />
      <TextArea
        label={labels.description()}
        rows={2}
        value={draft.description}
        disabled={!editable}
        onChange={(description) => flow.send({ type: 'description.changed', description })}
      />
      <SegmentedControl
        label={labels.kycTier()}
        value={draft.defaultKycTier}
        disabled={!editable}
        onValueChange={(kycTier) => flow.send({ type: 'kycTier.chosen', kycTier })}
        options={kycTiers.map((kycTier) => ({ value: kycTier, label: labels.tiers[kycTier]() }))}
      />
      <Switch
        label={labels.usCardProcessor()}
        checked={draft.usCardProcessor}
        disabled={!editable}
        onCheckedChange={(usCardProcessor) => flow.send({ type: 'usCardProcessor.changed', usCardProcessor })}
      />
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
        <Popover.Close asChild>
          <Button size="sm">{succeeded ? labels.close() : labels.cancel()}</Button>
        </Popover.Close>
        <Button
          type="submit"
          size="sm"
          variant="primary"
          disabled={!editable || !canCreateMerchant(draft)}
          busy={loading}
        >
          {loading ? labels.creating() : labels.submit()}
        </Button>
      </div>
    </form>
  );
}
