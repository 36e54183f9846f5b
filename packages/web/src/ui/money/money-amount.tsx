import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { CurrencyFlag } from './currency-flag.tsx';
import './money.css';

/**
 * An amount in minor units, formatted for its currency in the reader's language with the currency's flag. An
 * unknown currency shows 'Currency code not found' in place of the amount (spec section 5).
 */
export function MoneyAmount({ amount, currency }: { amount: number | bigint; currency: string }) {
  const { locale } = useI18n();
  let text: string;
  try {
    text = formatMoney(amount, currency, locale);
  } catch (error) {
    text = error instanceof Error ? error.message : String(error);
  }
  return (
    <span className="money-amount">
      <CurrencyFlag currency={currency} />
      <span>{text}</span>
    </span>
  );
}
