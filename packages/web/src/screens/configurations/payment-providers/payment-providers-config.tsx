import { addPspIntegrationAction, editPspIntegrationAction, removePspIntegrationAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { autoReconciliationStatuses, type PspIntegration, type PspProvider } from '@ops/core/contract';
import { formatDisplayDate } from '@ops/core/dates';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePspIntegrations } from '../../../domain-parts/reconciliation/use-psp-integrations.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Select } from '../../../ui/select/index.ts';
import { Skeleton } from '../../../ui/skeleton/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';
import './payment-providers-config.css';

/** One integration: its auto-reconciliation switched in place, what it last imported, and its removal. */
function IntegrationRow({ integration }: { integration: PspIntegration }) {
  const { t } = useI18n();
  const labels = t.pspReports.paymentProviders;
  const edit = useRegistryAction(editPspIntegrationAction, { fallback: labels.updateFailed() });
  // The confirmation names the integration by its merchant account too.
  const names = useMemo(
    () => ({ [integration.code]: integration.merchantAccount }),
    [integration.code, integration.merchantAccount],
  );
  const remove = useRegistryAction(removePspIntegrationAction, { fallback: labels.updateFailed(), names });
  const last = integration.lastImport;
  return (
    <tr>
      <td>{integration.provider}</td>
      <td className="payment-provider-account">{integration.merchantAccount}</td>
      <td>
        <Select
          size="sm"
          label={labels.autoReconciliation()}
          hideLabel
          value={integration.autoReconciliation}
          options={autoReconciliationStatuses.map((status) => ({ value: status, label: labels.statuses[status]() }))}
          onValueChange={(autoReconciliation) =>
            void edit.run({ integrationCode: integration.code, autoReconciliation })
          }
        />
      </td>
      <td>{labels.schedulings[integration.scheduling]()}</td>
      <td>
        {last
          ? labels.imported({
              file: last.fileName,
              lines: last.lineCount,
              date: formatDisplayDate(last.importedAt),
            })
          : labels.never()}
      </td>
      <td>
        {remove.allowed ? (
          <Button size="sm" busy={remove.busy} onClick={() => void remove.run({ integrationCode: integration.code })}>
            {labels.remove()}
          </Button>
        ) : null}
        <FormFailure message={edit.failure ?? remove.failure} />
      </td>
    </tr>
  );
}

/**
 * Adds an integration for a merchant account at one of the PSPs the adapter offers (`available-integrations`,
 * spec section 7): the first is chosen until the user picks another.
 */
function AddIntegration() {
  const { t } = useI18n();
  const labels = t.pspReports.paymentProviders;
  const { clients } = useConsoleServices();
  const available = useQuery({
    queryKey: pspReportsKeys.available(),
    queryFn: ({ signal }) => clients.pspAdapter.listAvailablePspIntegrations({ signal }),
    staleTime: Infinity,
  });
  const [chosen, setChosen] = useState<PspProvider>();
  const [merchantAccount, setMerchantAccount] = useState('');
  const add = useRegistryAction(addPspIntegrationAction, { fallback: labels.updateFailed() });
  if (!add.allowed) return null;
  const provider = chosen ?? available.data?.[0]?.provider;
  return (
    <form
      className="payment-provider-add"
      aria-label={t.pspReports.actions.add()}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!provider) return;
        const outcome = await add.run({ provider, merchantAccount });
        if (outcome.done) setMerchantAccount('');
      }}
    >
      <Select<PspProvider>
        label={labels.provider()}
        value={provider}
        onValueChange={setChosen}
        options={(available.data ?? []).map((option) => ({ value: option.provider, label: option.name }))}
      />
      <TextField label={labels.merchantAccount()} value={merchantAccount} onChange={setMerchantAccount} />
      <Button type="submit" variant="primary" busy={add.busy} disabled={!provider}>
        {labels.add()}
      </Button>
      <FormFailure message={add.failure ?? (available.isError ? labels.availableFailed() : undefined)} />
    </form>
  );
}

/**
 * `/configurations/payment-providers` (spec section 2): the bound division's PSP integrations from the
 * `psp-adapter` calls: add, switch auto-reconciliation, remove, and what each last imported.
 */
export function PaymentProvidersConfig({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.pspReports.paymentProviders;
  const integrations = usePspIntegrations(scope);
  if (integrations.isError) {
    return (
      <ConfigLoadFailure
        title={labels.getFailed()}
        error={integrations.error}
        onRetry={() => void integrations.refetch()}
      />
    );
  }
  return (
    <>
      <p className="configuration-intro">{labels.description()}</p>
      <Card title={labels.tab()}>
        {integrations.data ? (
          integrations.data.length > 0 ? (
            <table className="payment-providers" aria-label={labels.tab()}>
              <thead>
                <tr>
                  <th>{labels.provider()}</th>
                  <th>{labels.merchantAccount()}</th>
                  <th>{labels.autoReconciliation()}</th>
                  <th>{labels.scheduling()}</th>
                  <th>{labels.lastImport()}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {integrations.data.map((integration) => (
                  <IntegrationRow key={integration.code} integration={integration} />
                ))}
              </tbody>
            </table>
          ) : (
            <p>{labels.none()}</p>
          )
        ) : (
          <Skeleton height="6rem" />
        )}
        <AddIntegration />
      </Card>
    </>
  );
}
