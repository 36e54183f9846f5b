import type { SplitTransaction } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { TableCard } from './table-card.tsx';

/**
 * Who got what of the transaction: each seller's share (with the platform discounts in it, which the division
 * income account paid), its item groups' fees and what its balance got; a refund's or chargeback's VAT is its
 * 'Refund VAT'.
 */
export function SplitShares({ split }: { split: SplitTransaction }) {
  const { t, locale } = useI18n();
  const labels = t.transactionScreens.split;
  const items = t.transactions.itemLabels;
  const money = (amount: number) => formatMoney(amount, split.currency, locale);
  const vat = split.type === 'PAYMENT' ? items.vat() : items.refundVat();
  return (
    <TableCard
      title={labels.title()}
      empty={split.sellers.length === 0}
      none={labels.none()}
      headers={[
        labels.seller(),
        labels.virtualAccount(),
        labels.amount(),
        items.platformDiscount(),
        labels.fees(),
        labels.net(),
        labels.itemGroups(),
      ]}
    >
      {split.sellers.map((share) => (
        <tr key={share.sellerCode}>
          <th scope="row">
            {share.sellerName} <code>{share.sellerCode}</code>
            {share.externalRef ? (
              <span className="transaction-muted">
                {' '}
                · {labels.externalRef()}: {share.externalRef}
              </span>
            ) : null}
          </th>
          <td>
            <code>{share.virtualAccountCode}</code>
          </td>
          <td className="amount">
            <MoneyAmount amount={share.amount} currency={split.currency} />
          </td>
          <td className="amount">{money(share.platformDiscount)}</td>
          <td className="amount">{money(share.fees)}</td>
          <td className="amount">{money(share.netAmount)}</td>
          <td>
            <ul className="transaction-item-groups">
              {share.itemGroups.map((group, index) => (
                // Item groups have no identity of their own; their order is the order they were booked in.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index}>
                  {group.externalRef ? `${group.externalRef}: ` : ''}
                  {[
                    `${items.productItem()} ${money(group.productItemAmount)}`,
                    `${items.shippingFee()} ${money(group.shippingFee)}`,
                    `${items.discount()} ${money(group.discount)}`,
                    `${items.platformDiscount()} ${money(group.platformDiscount)}`,
                    `${items.commission()} ${money(group.commission)}`,
                    `${items.handlingFee()} ${money(group.handlingFee)}`,
                    `${vat} ${money(group.vat)}`,
                  ].join(' · ')}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </TableCard>
  );
}
