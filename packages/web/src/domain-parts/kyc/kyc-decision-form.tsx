import {
  type AccountHolderStatus,
  allowedKycMoves,
  type KycDecider,
  type KycPermission,
  type KycTier,
  kycDeciders,
  kycTiers,
} from '@ops/core/contract';
import { statusLabel } from '@ops/core/status';
import { checkKycDecisionDraft, type FieldErrors } from '@ops/core/validation';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FileAttachments } from '../../ui/file-uploader/file-attachments.tsx';
import { useValidationMessage } from '../../ui/form-field/use-validation-message.ts';
import { FormFooter } from '../../ui/form-footer/form-footer.tsx';
import { SegmentedControl } from '../../ui/segmented-control/segmented-control.tsx';
import { Select } from '../../ui/select/index.ts';
import { TextArea } from '../../ui/text-field/text-area.tsx';
import { tierLabel } from './tier-label.ts';
import './kyc-decision-form.css';

/** What the form asks for: the parameters of core's `kycChecks.decide` action bar the seller. */
export interface KycDecisionValues {
  status: AccountHolderStatus;
  /** Absent: the seller keeps its tier. */
  tier?: KycTier;
  externalComment: string;
  internalComment: string;
  decider: KycDecider;
  /** Evidence kept with the history entry; absent when none is attached. */
  files?: File[];
}

export interface KycDecisionFormProps {
  sellerStatus: AccountHolderStatus;
  /** The seller's tier, when known; otherwise the tier stays unless one is chosen. */
  tier?: KycTier | undefined;
  /**
   * The division's KYC permission: given, the form also offers to decide on the merchant's request, which it
   * limits; without it the decision is ops' own.
   */
  kycPermission?: KycPermission | undefined;
  busy: boolean;
  /** Why the call failed, in the user's words. */
  failure: string | undefined;
  onSubmit(values: KycDecisionValues): void;
}

/**
 * A KYC decision (the task view's and the seller's Update KYC status): only the moves core's graph allows from
 * the seller's status are offered, and for a merchant's request only those its division's KYC permission allows.
 * A new status is required ('Select new status'); the external comment is shown to the customer, the internal
 * one only to staff; files attached go with the decision as its evidence.
 */
export function KycDecisionForm({
  sellerStatus,
  tier: currentTier,
  kycPermission,
  busy,
  failure,
  onSubmit,
}: KycDecisionFormProps) {
  const { t, locale } = useI18n();
  const labels = t.kyc.decision;
  const message = useValidationMessage();
  const [decider, setDecider] = useState<KycDecider>('OPS');
  const [status, setStatus] = useState<AccountHolderStatus | ''>('');
  const [tier, setTier] = useState<KycTier | 'unchanged'>(currentTier ?? 'unchanged');
  const [externalComment, setExternalComment] = useState('');
  const [internalComment, setInternalComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors<'status'>>({});
  const moves = allowedKycMoves(sellerStatus, decider, kycPermission ?? 'NONE');

  if (allowedKycMoves(sellerStatus, 'OPS', 'NONE').length === 0) {
    return <p className="kyc-decision-note">{labels.noMoves()}</p>;
  }
  return (
    <form
      className="kyc-decision-form"
      aria-label={labels.title()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkKycDecisionDraft({ status });
        setErrors(checked.ok ? {} : checked.errors);
        if (!checked.ok) return;
        const { status: chosen } = checked.value;
        const values = {
          status: chosen,
          externalComment,
          internalComment,
          decider,
          ...(files.length ? { files } : {}),
        };
        onSubmit(tier === 'unchanged' ? values : { ...values, tier });
      }}
    >
      {kycPermission ? (
        <>
          <SegmentedControl
            label={labels.decider()}
            options={kycDeciders.map((value) => ({ value, label: labels.deciders[value]() }))}
            value={decider}
            disabled={busy}
            onValueChange={(value) => {
              setDecider(value);
              if (status && !allowedKycMoves(sellerStatus, value, kycPermission).includes(status)) setStatus('');
            }}
          />
          <p className="kyc-decision-note">
            {t.kyc.task.permission({ permission: t.kyc.task.permissions[kycPermission]() })}
          </p>
        </>
      ) : null}
      {moves.length === 0 ? (
        <p className="kyc-decision-note">{labels.noMoves()}</p>
      ) : (
        <SegmentedControl<AccountHolderStatus | ''>
          label={labels.newStatus()}
          options={moves.map((value) => ({ value, label: statusLabel(value, locale) }))}
          value={status}
          disabled={busy}
          onValueChange={setStatus}
        />
      )}
      {errors.status ? <p className="form-failure">{message(errors.status)}</p> : null}
      <Select<KycTier | 'unchanged'>
        label={labels.tier()}
        value={tier}
        onValueChange={setTier}
        options={[
          ...(currentTier ? [] : [{ value: 'unchanged' as const, label: labels.tierUnchanged() }]),
          ...kycTiers.map((value) => ({ value, label: tierLabel(t, value) })),
        ]}
      />
      <TextArea
        label={labels.externalComment()}
        hint={labels.externalHint()}
        rows={2}
        value={externalComment}
        onChange={setExternalComment}
      />
      <TextArea
        label={labels.internalComment()}
        hint={labels.internalHint()}
        rows={2}
        value={internalComment}
        onChange={setInternalComment}
      />
      <FileAttachments label={labels.files()} hint={labels.filesHint()} disabled={busy} onChange={setFiles} />
      <FormFooter
        failure={failure ?? (errors.status ? t.validation.correctFormErrors() : undefined)}
        busy={busy}
        submitLabel={labels.submit()}
      />
    </form>
  );
}
