import type { BalanceImpact as Impact, LedgerAccount } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { TableCard } from './table-card.tsx';

/**
 * What the transaction did to the balances, added up over every balance mutation it made: per seller's or the
 * division's virtual account and balance (pending, confirmed, payout), and what went to or came from the PSP.
 */
export function BalanceImpact({ impact, currency }: { impact: readonly Impact[]; currency: string }) {
  const { t, locale } = useI18n();
  const labels = t.transactionScreens.impact;
  const accountName = (account: LedgerAccount) =>
    account.kind === 'DIVISION_INCOME' ? `${labels.divisionIncome()} · ${account.name}` : account.name;
  const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatMoney(amount, currency, locale)}`;
  return (
    <TableCard
      title={labels.title()}
      empty={impact.length === 0}
      none={labels.none()}
      headers={[labels.account(), labels.balance(), labels.change()]}
    >
      {impact.map(({ account, bucket, amount }) => (
        <tr key={`${account.kind}:${account.virtualAccountCode ?? account.name}:${bucket ?? ''}`}>
          <th scope="row">
            {accountName(account)}
            {account.virtualAccountCode ? (
              <>
                {' '}
                <code>{account.virtualAccountCode}</code>
              </>
            ) : null}
          </th>
          <td>{bucket ? t.fund.buckets[bucket]() : labels.outside()}</td>
          <td className={amount < 0 ? 'amount amount-negative' : 'amount'}>{signed(amount)}</td>
        </tr>
      ))}
    </TableCard>
  );
}
