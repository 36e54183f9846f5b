import { defaultPrimaryColor, type HostedOnboardingLogo, textColorOn } from '@ops/core/contract';
import type { CSSProperties } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/**
 * How the seller's page looks with these settings, live as they are typed: the header in the colour with the logo,
 * a heading and the primary button. Its colours are what the page uses.
 */
export function OnboardingPreview({
  color,
  logo,
  merchantName,
}: {
  color: string;
  logo: HostedOnboardingLogo | null;
  merchantName: string;
}) {
  const { t } = useI18n();
  const labels = t.onboarding.configuration;
  const style = {
    '--preview-brand': validColor(color),
    '--preview-on-brand': textColorOn(validColor(color)),
  } as CSSProperties;
  return (
    <figure className="onboarding-preview" style={style} aria-label={labels.previewLabel()}>
      <div className="onboarding-preview-header">
        {logo ? (
          <img src={logo.dataUrl} width={logo.width} height={logo.height} alt={merchantName} />
        ) : (
          <span>{merchantName}</span>
        )}
      </div>
      <div className="onboarding-preview-body">
        <p className="onboarding-preview-title">{labels.previewTitle({ merchant: merchantName })}</p>
        <span className="onboarding-preview-button">{labels.previewButton()}</span>
      </div>
    </figure>
  );
}

/** The colour being typed, once it is a hex code; until then the page's default. */
function validColor(color: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : defaultPrimaryColor;
}
