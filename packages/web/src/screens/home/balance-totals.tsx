import type { VirtualAccount } from '@ops/core/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Card } from '../../ui/card/card.tsx';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';

interface CurrencyTotals {
  currency: string;
  confirmed: number;
  pending: number;
  payout: number;
}

/** The division's accounts' balances added up per currency, in the order the currencies first appear. */
export function totalsPerCurrency(accounts: readonly VirtualAccount[]): CurrencyTotals[] {
  const totals = new Map<string, CurrencyTotals>();
  for (const account of accounts) {
    const total = totals.get(account.currency) ?? { currency: account.currency, confirmed: 0, pending: 0, payout: 0 };
    total.confirmed += account.confirmedBalance;
    total.pending += account.pendingBalance;
    total.payout += account.payoutBalance;
    totals.set(account.currency, total);
  }
  return [...totals.values()];
}

/** Confirmed, pending and payout balances of the division, one row of three per currency. */
export function BalanceTotals({ accounts }: { accounts: readonly VirtualAccount[] }) {
  const { t } = useI18n();
  const labels = t.balances.home;
  const totals = totalsPerCurrency(accounts);
  return (
    <Card title={labels.balancesHeading()} titleId="home-balances">
      {totals.length === 0 ? <EmptyState title={labels.noAccounts()} /> : null}
      {totals.map((total) => (
        <dl className="balance-cards" key={total.currency} aria-label={total.currency}>
          <div className="home-stat">
            <dt>{labels.confirmed()}</dt>
            <dd>
              <MoneyAmount amount={total.confirmed} currency={total.currency} />
            </dd>
          </div>
          <div className="home-stat">
            <dt>{labels.pending()}</dt>
            <dd>
              <MoneyAmount amount={total.pending} currency={total.currency} />
            </dd>
          </div>
          <div className="home-stat">
            <dt>{labels.payout()}</dt>
            <dd>
              <MoneyAmount amount={total.payout} currency={total.currency} />
            </dd>
          </div>
        </dl>
      ))}
    </Card>
  );
}
