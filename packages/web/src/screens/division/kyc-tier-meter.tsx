import { type KycTier, kycTiers } from '@ops/core/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { InfoPopover } from '../../ui/info-popover/index.ts';
import { LevelMeter } from '../../ui/level-meter/level-meter.tsx';

/** A KYC tier as a level from light to advanced, with what each tier means a click away. */
export function KycTierMeter({ tier }: { tier: KycTier }) {
  const { t } = useI18n();
  const tierNames = t.merchants.create.tiers;
  return (
    <span className="kyc-tier-meter">
      <LevelMeter
        label={t.merchants.create.kycTier()}
        value={kycTiers.indexOf(tier) + 1}
        max={kycTiers.length}
        valueText={tierNames[tier]()}
      />{' '}
      <InfoPopover label={t.kycTiers.about()}>
        <dl>
          {kycTiers.map((each) => (
            <div key={each}>
              <dt>{tierNames[each]()}</dt>
              <dd>{t.kycTiers.descriptions[each]()}</dd>
            </div>
          ))}
        </dl>
      </InfoPopover>
    </span>
  );
}
