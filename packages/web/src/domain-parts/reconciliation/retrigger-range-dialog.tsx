import { retriggerRangeProblem } from '@ops/core/contract';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { DateRangePicker, type IsoDateRange } from '../../ui/date-picker/index.ts';
import { FormDialog } from '../../ui/modal/index.ts';

/**
 * The Retrigger dialog of the PSP and bank integration lists: a date range (and the adapter's own fields, the
 * children), refused here with the spec's words when it is longer than a month (spec sections 5 and 9) before
 * anything is asked of the platform; `run` is the adapter's registry action.
 */
export function RetriggerRangeDialog({
  title,
  busy,
  failure,
  run,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  /** The action's failure, `useRegistryAction`'s. */
  failure: string | undefined;
  run(range: { from: string; to: string }): Promise<unknown>;
  onClose(): void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const labels = t.pspReports.retrigger;
  const [range, setRange] = useState<IsoDateRange>({});
  const [problem, setProblem] = useState('');
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      busy={busy}
      failure={problem || failure}
      onSubmit={async () => {
        const { from, to } = range;
        if (!from || !to) return setProblem(labels.rangeNeeded());
        const wrong = retriggerRangeProblem({ from, to });
        if (wrong) {
          return setProblem(
            wrong === 'tooLong' ? t.pspReports.wire.rangeTooLong() : t.pspReports.wire.rangeReversed({ from, to }),
          );
        }
        setProblem('');
        await run({ from, to });
      }}
    >
      {children}
      <DateRangePicker label={labels.range()} value={range} onChange={setRange} />
    </FormDialog>
  );
}
