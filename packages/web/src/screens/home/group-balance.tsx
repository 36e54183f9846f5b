import type { CurrencyGroupBalance, GroupBalance, MonthlySummary } from '@ops/core/contract';
import '../../domain-parts/virtual-accounts/virtual-account-table.css';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Card } from '../../ui/card/card.tsx';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import { ScrollRegion } from '../../ui/scroll-region/scroll-region.tsx';

const summaryColumns = [
  'pspSettlement',
  'directDeposit',
  'corrections',
  'invoice',
  'sellerPayout',
  'divisionPayout',
  'monthResult',
  'endOfMonthBalance',
] as const satisfies readonly (keyof MonthlySummary)[];

const totalFields = [
  'totalBalance',
  'totalUnreconciled',
  'divisionPayoutBalance',
  'allSellerPayoutBalance',
  'pendingPayoutBalance',
] as const satisfies readonly (keyof CurrencyGroupBalance)[];

function CurrencyGroup({ group }: { group: CurrencyGroupBalance }) {
  const { t } = useI18n();
  const labels = t.balances.home;
  return (
    <div className="group-balance">
      <dl className="group-totals" aria-label={labels.totalsOf({ currency: group.currency })}>
        {totalFields.map((field) => (
          <div className="home-stat" key={field}>
            <dt>{labels.totals[field]()}</dt>
            <dd>
              <MoneyAmount amount={group[field]} currency={group.currency} />
            </dd>
          </div>
        ))}
      </dl>
      {group.months.length > 0 ? (
        <ScrollRegion label={labels.monthlySummary({ currency: group.currency })}>
          <table className="balance-table">
            <caption>{labels.monthlySummary({ currency: group.currency })}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.columns.month()}</th>
                {summaryColumns.map((column) => (
                  <th scope="col" key={column} className="amount">
                    {labels.columns[column]()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.month}</th>
                  {summaryColumns.map((column) => (
                    <td key={column}>
                      <MoneyAmount amount={month[column]} currency={group.currency} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </div>
  );
}

/**
 * The group balance (spec section 2, Home) per currency: total balance, total unreconciled, division payout,
 * all-seller payout and pending payout balances, then the monthly summary, newest month first.
 */
export function GroupBalanceView({ groupBalance }: { groupBalance: GroupBalance }) {
  const { t } = useI18n();
  const labels = t.balances.home;
  return (
    <Card title={labels.groupBalance()} titleId="home-group-balance">
      {groupBalance.currencies.length === 0 ? <EmptyState title={labels.noGroupBalance()} /> : null}
      {groupBalance.currencies.map((group) => (
        <CurrencyGroup key={group.currency} group={group} />
      ))}
    </Card>
  );
}
