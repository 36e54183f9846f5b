import { type KycTier, kycTiers } from '@ops/core/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Select } from '../../ui/select/index.ts';
import { tierLabel } from './tier-label.ts';

/** The choice of a KYC tier, each in the reader's words: a division's (Configurations) or a seller's (Update tier). */
export function KycTierSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  /** None chosen yet shows the select empty. */
  value: KycTier | undefined;
  onChange(tier: KycTier): void;
}) {
  const { t } = useI18n();
  return (
    <Select<KycTier>
      label={label}
      value={value}
      onValueChange={onChange}
      options={kycTiers.map((tier) => ({ value: tier, label: tierLabel(t, tier) }))}
    />
  );
}
