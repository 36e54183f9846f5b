import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** The unallocated remainder, live (spec section 5), or by how much the shares exceed the total. */
export function SplitRemainder({ remainder, currency, note }: { remainder: number; currency: string; note: string }) {
  const { t, locale } = useI18n();
  const labels = t.splitCreator;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <>
      <output className={remainder < 0 ? 'split-remainder split-remainder-over' : 'split-remainder'}>
        {remainder < 0
          ? labels.overAllocated({ amount: money(-remainder) })
          : labels.unallocated({ amount: money(remainder) })}
      </output>
      <p className="field-hint">{note}</p>
    </>
  );
}
