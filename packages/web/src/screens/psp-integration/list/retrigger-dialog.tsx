import { retriggerPspIntegrationAction } from '@ops/core/actions';
import type { PspIntegration, PspSettlementImport } from '@ops/core/contract';
import { useState } from 'react';
import { RetriggerRangeDialog } from '../../../domain-parts/reconciliation/retrigger-range-dialog.tsx';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
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
  const retrigger = useRegistryAction(retriggerPspIntegrationAction, { fallback: t.errors.requestIssue() });
  return (
    <RetriggerRangeDialog
      title={labels.title()}
      busy={retrigger.busy}
      failure={retrigger.failure}
      onClose={onClose}
      run={async (range) => {
        const outcome = await retrigger.run({ integrationCode, ...range });
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
    </RetriggerRangeDialog>
  );
}
