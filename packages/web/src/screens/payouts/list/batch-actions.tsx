import { approveBatchAction, cancelBatchAction, downloadSepaXmlAction, instructBatchAction } from '@ops/core/actions';
import type { PayoutBatch } from '@ops/core/contract';
import { badgeText } from '@ops/core/status';
import { saveFile } from '../../../lib/files/save-file.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { usePayoutAction } from './use-payout-action.ts';

const beforeInstruct = new Set(['OPEN', 'READY', 'APPROVED']);

/**
 * A batch's buttons, each a registry action: Approve (open or ready, in the signed-in user's name), Instruct
 * (approved), Cancel batch (before instructed; refused without a bound dashboard) and Download XML.
 */
export function BatchActions({ batch, onMessage }: { batch: PayoutBatch; onMessage(message: string): void }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens.batches;
  const approve = usePayoutAction(approveBatchAction, labels.failed());
  const instruct = usePayoutAction(instructBatchAction, labels.failed());
  const cancel = usePayoutAction(cancelBatchAction, labels.failed());
  const download = usePayoutAction(downloadSepaXmlAction, labels.failed());
  const division = { merchantCode: batch.merchantCode, divisionCode: batch.divisionCode };
  const busy = approve.busy || instruct.busy || cancel.busy || download.busy;
  const failure = approve.failure ?? instruct.failure ?? cancel.failure ?? download.failure;
  const changed = (outcome: { done: true; result: PayoutBatch } | { done: false }) => {
    if (outcome.done) {
      onMessage(labels.done({ code: outcome.result.code, status: badgeText(outcome.result.status, locale) }));
    }
  };
  return (
    <>
      {approve.allowed && (batch.status === 'OPEN' || batch.status === 'READY') ? (
        <Button
          variant="primary"
          size="sm"
          disabled={busy}
          onClick={async () => changed(await approve.run({ payoutCode: batch.code, ...division }))}
        >
          {labels.approve()}
        </Button>
      ) : null}
      {instruct.allowed && batch.status === 'APPROVED' ? (
        <Button
          variant="primary"
          size="sm"
          disabled={busy}
          onClick={async () => changed(await instruct.run({ payoutCode: batch.code, ...division }))}
        >
          {labels.instruct()}
        </Button>
      ) : null}
      {cancel.allowed && beforeInstruct.has(batch.status) ? (
        <Button size="sm" disabled={busy} onClick={async () => changed(await cancel.run({ payoutCode: batch.code }))}>
          {labels.cancel()}
        </Button>
      ) : null}
      {download.allowed && batch.status !== 'CANCELLED' ? (
        <Button
          size="sm"
          disabled={busy}
          onClick={async () => {
            const outcome = await download.run({ payoutCode: batch.code, ...division });
            if (outcome.done) saveFile(outcome.result, `${batch.code}.xml`);
          }}
        >
          {labels.downloadXml()}
        </Button>
      ) : null}
      <FormFailure message={failure} />
    </>
  );
}
