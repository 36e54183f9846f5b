import type { MerchantScope } from '@ops/core/api';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Badge } from '../../ui/badge/badge.tsx';
import { Card } from '../../ui/card/card.tsx';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { LoadFailure } from '../../ui/load-failure/load-failure.tsx';
import { ScrollRegion } from '../../ui/scroll-region/scroll-region.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import { StatusBadge } from '../../ui/status-badge/index.ts';
import { useDivisionExternalAccounts } from './use-division-data.ts';

/** The division's own external accounts: where its payouts go. */
export function ExternalAccountsTab({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.balances.division;
  const accounts = useDivisionExternalAccounts(scope);
  if (accounts.isError) return <LoadFailure error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!accounts.data) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  if (accounts.data.elements.length === 0) return <EmptyState title={labels.noExternalAccounts()} />;
  const columns = labels.externalAccount;
  return (
    <Card flush>
      <ScrollRegion label={labels.tabs.externalAccounts()}>
        <table className="balance-table">
          <caption className="visually-hidden">{labels.tabs.externalAccounts()}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.displayName()}</th>
              <th scope="col">{columns.accountNumber()}</th>
              <th scope="col">{columns.currency()}</th>
              <th scope="col">{columns.paymentMethod()}</th>
              <th scope="col">{columns.status()}</th>
              <th scope="col">{columns.selected()}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.elements.map((account) => (
              <tr key={account.code}>
                <th scope="row">
                  {account.displayName} <code className="division-code">{account.code}</code>
                </th>
                <td>{account.iban ?? account.accountNumber ?? '—'}</td>
                <td>{account.currency}</td>
                <td>{account.paymentMethod}</td>
                <td>
                  <StatusBadge status={account.status} />
                </td>
                <td>{account.selected ? <Badge tone="success">{columns.yes()}</Badge> : columns.no()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
