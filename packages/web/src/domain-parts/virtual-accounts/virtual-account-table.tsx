import type { VirtualAccount } from '@ops/core/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useTableDensity } from '../../ui/data-table/table-density.ts';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import './virtual-account-table.css';
import { ScrollRegion } from '../../ui/scroll-region/scroll-region.tsx';

/**
 * Virtual accounts with their type and their confirmed, pending and payout balances, each in its currency.
 * `caption` names the table; `hideCaption` keeps it for assistive technology only, under a card whose title
 * already says it.
 */
export function VirtualAccountTable({
  accounts,
  caption,
  hideCaption = false,
}: {
  accounts: readonly VirtualAccount[];
  caption: string;
  hideCaption?: boolean;
}) {
  const { t } = useI18n();
  const labels = t.balances.home;
  const density = useTableDensity();
  if (accounts.length === 0) return <EmptyState title={labels.noAccounts()} />;
  return (
    <ScrollRegion label={caption}>
      <table className="balance-table" data-density={density}>
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.account()}</th>
            <th scope="col">{labels.type()}</th>
            <th scope="col">{t.balances.currencyColumn()}</th>
            <th scope="col" className="amount">
              {labels.confirmed()}
            </th>
            <th scope="col" className="amount">
              {labels.pending()}
            </th>
            <th scope="col" className="amount">
              {labels.payout()}
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.code}>
              <th scope="row">
                {account.displayName} <code>{account.code}</code>
              </th>
              <td>{labels.accountTypes[account.type]()}</td>
              <td>{account.currency}</td>
              <td>
                <MoneyAmount amount={account.confirmedBalance} currency={account.currency} />
              </td>
              <td>
                <MoneyAmount amount={account.pendingBalance} currency={account.currency} />
              </td>
              <td>
                <MoneyAmount amount={account.payoutBalance} currency={account.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
