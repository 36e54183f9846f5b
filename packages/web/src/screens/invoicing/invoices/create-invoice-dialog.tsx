import { createInvoiceAction } from '@ops/core/actions';
import { useId, useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { DateRangePicker, type IsoDateRange } from '../../../ui/date-picker/index.ts';
import { Modal } from '../../../ui/modal/index.ts';

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
  const formId = useId();
  const complete = Boolean(period.from && period.to);
  const change = (next: boolean) => {
    if (!next) {
      setPeriod({});
      clearFailure();
    }
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={labels.action()}
      description={labels.confirm()}
      footer={
        <>
          <Button onClick={() => change(false)}>{labels.cancel()}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={!complete} busy={busy}>
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
          const outcome = await run({ from: period.from, to: period.to });
          if (outcome.done) {
            change(false);
            navigate(`/invoices/${outcome.result.invoice.code}`);
          }
        }}
      >
        <DateRangePicker label={t.invoicing.fields.period()} value={period} onChange={setPeriod} />
        {failure ? (
          <p role="alert" className="modal-error">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
