import type { TranslationFunctions } from '@ops/locales';
import { useState } from 'react';
import { FormDialog } from '../../../ui/modal/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';

/** The words of a side's unmatch dialog. */
export type UnmatchLabels = TranslationFunctions['bankIntegration']['unmatch'];

/**
 * Unmatching a matched line asks why first (the reason is kept on the match), on either side of the workbench; its
 * submit runs the side's registry action (`run`, answering whether it was done), which asks with core's
 * confirmation.
 */
export function UnmatchReasonDialog(props: {
  code: string;
  labels: UnmatchLabels;
  action: { run(reason: string): Promise<boolean>; busy: boolean; failure: string | undefined };
  onDone(): void;
  onClose(): void;
}) {
  const { labels, action } = props;
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={labels.title({ code: props.code })}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      submitDisabled={reason.trim() === ''}
      busy={action.busy}
      failure={action.failure}
      onSubmit={async () => {
        if (await action.run(reason)) props.onDone();
      }}
    >
      <p>{labels.message()}</p>
      <TextField label={labels.reason()} value={reason} onChange={setReason} required />
    </FormDialog>
  );
}
