import type { SplitTransaction } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';

/**
 * What the split moved: a payment gave each seller its share less fees and the division its fees and rest, all
 * still pending; a refund or chargeback took them back.
 */
export function SplitCreated({ split, onDone }: { split: SplitTransaction; onDone(): void }) {
  const { t, locale } = useI18n();
  const labels = t.splitCreator;
  const money = (amount: number) => formatMoney(amount, split.currency, locale);
  const payment = split.type === 'PAYMENT';
  const created = payment
    ? labels.created({ code: split.code })
    : labels.refund.created({ type: t.transactions.types[split.type](), code: split.code });
  const moved = (name: string, netAmount: number) =>
    payment
      ? labels.sellerGot({ name, amount: money(netAmount) })
      : labels.refund.sellerGave({ name, amount: money(netAmount) });
  return (
    <section className="split-created" aria-label={created}>
      <p role="status">{created}</p>
      <ul>
        {split.sellers.map((share) => (
          <li key={share.sellerCode}>{moved(share.sellerName, share.netAmount)}</li>
        ))}
        <li>
          {payment
            ? labels.divisionGot({ amount: money(split.divisionAmount) })
            : labels.refund.divisionGave({ amount: money(split.divisionAmount) })}
        </li>
      </ul>
      <div className="form-actions">
        <Button variant="primary" onClick={onDone}>
          {labels.done()}
        </Button>
      </div>
    </section>
  );
}
