import { createInvoiceAction } from '@ops/core/actions';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker, type IsoDateRange } from '../../../ui/date-picker/index.ts';
import { FormDialog } from '../../../ui/modal/index.ts';

/**
 * Create invoice (an ops tool, spec section 2) for the bound division: a period with start and end ('missing
 * dates' until both are chosen, spec section 5), then the invoice is booked and opened.
 */
export function CreateInvoiceDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useI18n();
  const labels = t.invoicing.create;
  const navigate = useAppNavigate();
  const [period, setPeriod] = useState<IsoDateRange>({});
  const { run, busy, failure, clearFailure } = useRegistryAction(createInvoiceAction);
  const complete = Boolean(period.from && period.to);
  const change = (next: boolean) => {
    if (!next) {
      setPeriod({});
      clearFailure();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      title={labels.action()}
      description={labels.confirm()}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      submitDisabled={!complete}
      busy={busy}
      failure={failure}
      onSubmit={async () => {
        const outcome = await run({ from: period.from, to: period.to });
        if (outcome.done) {
          change(false);
          navigate(`/invoices/${outcome.result.invoice.code}`);
        }
      }}
    >
      <DateRangePicker label={t.invoicing.fields.period()} value={period} onChange={setPeriod} />
    </FormDialog>
  );
}
