import { retriggerPspIntegrationAction } from '@ops/core/actions';
import { type PspIntegration, type PspSettlementImport, retriggerRangeProblem } from '@ops/core/contract';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker, type IsoDateRange } from '../../../ui/date-picker/index.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { Select } from '../../../ui/select/index.ts';

/**
 * Retriggers one of the bound division's PSP integrations for a date range through the registry's action; a range
 * longer than a month is refused here with the spec's words before anything is asked of the platform.
 */
export function RetriggerDialog({
  integrations,
  onDone,
  onClose,
}: {
  integrations: readonly PspIntegration[];
  onDone(imported: PspSettlementImport): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const labels = t.pspReports.retrigger;
  const [integrationCode, setIntegrationCode] = useState(integrations[0]?.code ?? '');
  const [range, setRange] = useState<IsoDateRange>({});
  const [problem, setProblem] = useState('');
  const retrigger = useRegistryAction(retriggerPspIntegrationAction, { fallback: t.errors.requestIssue() });
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.title()}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      busy={retrigger.busy}
      failure={problem || retrigger.failure}
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
        const outcome = await retrigger.run({ integrationCode, from, to });
        if (outcome.done) onDone(outcome.result);
      }}
    >
      <Select
        label={labels.integration()}
        value={integrationCode}
        options={integrations.map((integration) => ({
          value: integration.code,
          label: `${integration.provider} · ${integration.merchantAccount}`,
        }))}
        onValueChange={setIntegrationCode}
      />
      <DateRangePicker label={labels.range()} value={range} onChange={setRange} />
    </FormDialog>
  );
}
