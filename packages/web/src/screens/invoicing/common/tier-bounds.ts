import type { FeeContract } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import type { Locales, TranslationFunctions } from '@ops/locales';

/** Each tier's bound in words: 'Up to €10,000.00', and the last '€50,000.00 or more' (from the bound before it). */
export function tierBounds(contract: FeeContract, t: TranslationFunctions, locale: Locales): string[] {
  const money = (amount: number) => formatMoney(amount, contract.currency, locale);
  return contract.volumeTiers.map((tier, index) =>
    tier.upTo === null
      ? t.invoicing.contract.orMore({ amount: money(contract.volumeTiers[index - 1]?.upTo ?? 0) })
      : t.invoicing.contract.upTo({ amount: money(tier.upTo) }),
  );
}
