import { formatDisplayDate } from '@ops/core/dates';
import { useQuery } from '@tanstack/react-query';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';

/**
 * The acquirers the reconciliation reads (`reconciliation/acquirers`, across every merchant): each PSP with its
 * integrations, the reports and lines imported from it, how many lines are left unmatched, and its last import.
 */
export function AcquirerSummary() {
  const { t } = useI18n();
  const labels = t.reconciliation.acquirers;
  const { clients } = useConsoleServices();
  const acquirers = useQuery({
    queryKey: pspReportsKeys.acquirers(),
    queryFn: ({ signal }) => clients.reconciliation.listAcquirers({ signal }),
  });
  if (acquirers.isError) return <FormFailure message={labels.loadFailed()} />;
  return (
    <dl className="acquirer-summary" aria-label={labels.summaryLabel()}>
      {(acquirers.data ?? []).map((acquirer) => (
        <div key={acquirer.provider}>
          <dt>{acquirer.name}</dt>
          <dd>
            {labels.summary({
              integrations: acquirer.integrations,
              reports: acquirer.reports,
              lines: acquirer.lines,
              unmatched: acquirer.unmatchedLines,
            })}
            {' · '}
            {acquirer.lastImportedAt
              ? labels.lastImport({ date: formatDisplayDate(acquirer.lastImportedAt) })
              : labels.never()}
          </dd>
        </div>
      ))}
    </dl>
  );
}
