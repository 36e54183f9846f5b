import type { TranslationFunctions } from '@ops/locales';
import type { PayoutFrequency } from '../contract/account-owner/division-config.ts';

/** A payout frequency in words, for the screens and the cli: 'Every Monday', 'Every 2 weeks'. */
export function payoutFrequencyLabel(frequency: PayoutFrequency, t: TranslationFunctions): string {
  const labels = t.configurations.scheduler;
  if (frequency.preset !== 'CUSTOM') return labels.types[frequency.preset]();
  return labels.everyN({ every: frequency.every, unit: labels.units[frequency.unit]() });
}
