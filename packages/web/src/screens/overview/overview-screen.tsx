import type { CurrencyBankBalance, CurrencySystemBalance } from '@ops/core/contract';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../kit/page-title.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';
import { Card } from '../../ui/card/card.tsx';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { LoadFailure } from '../../ui/load-failure/load-failure.tsx';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import '../../domain-parts/virtual-accounts/virtual-account-table.css';
import './overview-screen.css';
import { fundsOverviewKeys } from '../../lib/cache/funds-overview-keys.ts';
import { ScrollRegion } from '../../ui/scroll-region/scroll-region.tsx';

function SystemBalance({ balance }: { balance: CurrencySystemBalance }) {
  const { t } = useI18n();
  const labels = t.balances;
  return (
    <Card title={balance.currency} headingLevel={3}>
      <p className="overview-total">
        <MoneyAmount amount={balance.totalBalance} currency={balance.currency} />
      </p>
      <dl className="overview-parts">
        <dt>{labels.home.confirmed()}</dt>
        <dd>
          <MoneyAmount amount={balance.confirmedBalance} currency={balance.currency} />
        </dd>
        <dt>{labels.home.pending()}</dt>
        <dd>
          <MoneyAmount amount={balance.pendingBalance} currency={balance.currency} />
        </dd>
        <dt>{labels.home.payout()}</dt>
        <dd>
          <MoneyAmount amount={balance.payoutBalance} currency={balance.currency} />
        </dd>
      </dl>
      <p className="overview-counts">
        {labels.overview.counts({
          merchants: balance.merchantCount,
          divisions: balance.divisionCount,
          accounts: balance.virtualAccountCount,
        })}
      </p>
    </Card>
  );
}

function BankBalance({ balance }: { balance: CurrencyBankBalance }) {
  const { t } = useI18n();
  const labels = t.balances.overview;
  return (
    <Card title={balance.currency} headingLevel={3}>
      <p className="overview-total">
        <MoneyAmount amount={balance.totalBankBalance} currency={balance.currency} />
      </p>
      <ScrollRegion label={labels.banksOf({ currency: balance.currency })}>
        <table className="balance-table" aria-label={labels.banksOf({ currency: balance.currency })}>
          <thead>
            <tr>
              <th scope="col">{labels.bank()}</th>
              <th scope="col" className="amount">
                {labels.paidOut()}
              </th>
              <th scope="col" className="amount">
                {labels.paidIn()}
              </th>
              <th scope="col" className="amount">
                {labels.balance()}
              </th>
            </tr>
          </thead>
          <tbody>
            {balance.banks.map((bank) => (
              <tr key={bank.bankName}>
                <th scope="row">{bank.bankName}</th>
                <td>
                  <MoneyAmount amount={bank.paidOut} currency={balance.currency} />
                </td>
                <td>
                  <MoneyAmount amount={bank.paidIn} currency={balance.currency} />
                </td>
                <td>
                  <MoneyAmount amount={bank.balance} currency={balance.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}

/**
 * The funds overview (spec section 2, ops only): the total system balance (every virtual account of every
 * merchant) and the total bank balance per currency, each with a retry when it fails to load.
 */
export function OverviewScreen() {
  const { t } = useI18n();
  const labels = t.balances.overview;
  usePageTitle(labels.title());
  const { clients } = useConsoleServices();
  const system = useQuery({
    queryKey: fundsOverviewKeys.merchantBalance,
    queryFn: ({ signal }) => clients.insightsBalances.getMerchantBalanceOverview({ signal }),
  });
  const bank = useQuery({
    queryKey: fundsOverviewKeys.bankBalance,
    queryFn: ({ signal }) => clients.insightsBalances.getBankBalanceOverview({ signal }),
  });
  const loading = <SkeletonList count={4} label={t.shell.screenLoad.loading()} />;
  return (
    <div className="overview">
      <section className="overview-section" aria-labelledby="overview-system">
        <h2 id="overview-system" className="overview-section-title">
          {labels.totalSystemBalance()}
        </h2>
        {system.isError ? (
          <LoadFailure error={system.error} onRetry={() => void system.refetch()} />
        ) : system.data ? (
          system.data.currencies.length === 0 ? (
            <EmptyState title={labels.noMoney()} />
          ) : (
            <div className="overview-grid">
              {system.data.currencies.map((balance) => (
                <SystemBalance key={balance.currency} balance={balance} />
              ))}
            </div>
          )
        ) : (
          loading
        )}
      </section>
      <section className="overview-section" aria-labelledby="overview-bank">
        <h2 id="overview-bank" className="overview-section-title">
          {labels.totalBankBalance()}
        </h2>
        {bank.isError ? (
          <LoadFailure error={bank.error} onRetry={() => void bank.refetch()} />
        ) : bank.data ? (
          bank.data.currencies.length === 0 ? (
            <EmptyState title={labels.noBanks()} />
          ) : (
            <div className="overview-grid overview-grid-wide">
              {bank.data.currencies.map((balance) => (
                <BankBalance key={balance.currency} balance={balance} />
              ))}
            </div>
          )
        ) : (
          loading
        )}
      </section>
    </div>
  );
}
