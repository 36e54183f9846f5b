import type { SplitTransaction } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../../app/i18n-context.tsx';

/** What the split moved: each seller's share less fees, and the division's fees and rest, all still pending. */
export function SplitCreated({ split, onDone }: { split: SplitTransaction; onDone(): void }) {
  const { t, locale } = useI18n();
  const labels = t.splitCreator;
  const money = (amount: number) => formatMoney(amount, split.currency, locale);
  return (
    <section className="split-created" aria-label={labels.created({ code: split.code })}>
      <p role="status">{labels.created({ code: split.code })}</p>
      <ul>
        {split.sellers.map((share) => (
          <li key={share.sellerCode}>{labels.sellerGot({ name: share.sellerName, amount: money(share.netAmount) })}</li>
        ))}
        <li>{labels.divisionGot({ amount: money(split.divisionAmount) })}</li>
      </ul>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={onDone}>
          {labels.done()}
        </button>
      </div>
    </section>
  );
}
