import { useDetailedDivision, useMerchant } from '../../domain-parts/division/division-queries.ts';
import { VirtualAccountTable } from '../../domain-parts/virtual-accounts/virtual-account-table.tsx';
import { usePageTitle } from '../../kit/page-title.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Card } from '../../ui/card/card.tsx';
import { LoadFailure } from '../../ui/load-failure/load-failure.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import { BalanceTotals } from './balance-totals.tsx';
import { DivisionInfo } from './division-info.tsx';
import { GroupBalanceView } from './group-balance.tsx';
import { useGroupBalance } from './use-group-balance.ts';
import './home-screen.css';

/**
 * Home (spec section 2): the merchant and division on view, their confirmed, pending and payout balances, the
 * account balances, and the group balance with its totals and monthly summary. Each part loads on its own and
 * offers a retry when it fails.
 */
export function HomeScreen() {
  const { t } = useI18n();
  usePageTitle(t.shell.home.title());
  const scope = useMerchantScope();
  if (!scope) return null;
  return <HomeBody scope={scope} />;
}

function HomeBody({ scope }: { scope: { merchantCode: string; divisionCode: string } }) {
  const { t } = useI18n();
  const merchant = useMerchant(scope);
  const division = useDetailedDivision(scope);
  const groupBalance = useGroupBalance(scope);
  const loading = <SkeletonList count={4} label={t.shell.screenLoad.loading()} />;
  return (
    <div className="home">
      {merchant.isError || division.isError ? (
        <LoadFailure
          error={merchant.error ?? division.error}
          onRetry={() => {
            void merchant.refetch();
            void division.refetch();
          }}
        />
      ) : merchant.data && division.data ? (
        <>
          <DivisionInfo merchant={merchant.data} division={division.data} />
          <BalanceTotals accounts={division.data.virtualAccounts} />
          <Card title={t.balances.home.accountBalances()} titleId="home-accounts" flush>
            <VirtualAccountTable
              accounts={division.data.virtualAccounts}
              caption={t.balances.home.accountBalances()}
              hideCaption
            />
          </Card>
        </>
      ) : (
        loading
      )}
      {groupBalance.isError ? (
        <LoadFailure error={groupBalance.error} onRetry={() => void groupBalance.refetch()} />
      ) : groupBalance.data ? (
        <GroupBalanceView groupBalance={groupBalance.data} />
      ) : (
        loading
      )}
    </div>
  );
}
