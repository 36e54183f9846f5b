import { uploadHostedOnboardingLogoAction } from '@ops/core/actions';
import type { HostedOnboardingLogo } from '@ops/core/contract';
import { useId, useRef } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';

/**
 * The division's logo and a file picker that uploads a new one at once; the platform reads the image and refuses
 * one of 200kb or more, or larger than 400px by 80px, in the spec's words.
 */
export function LogoUpload({ logo }: { logo: HostedOnboardingLogo | null }) {
  const { t } = useI18n();
  const labels = t.onboarding.configuration;
  const ids = { input: useId(), hint: useId() };
  const input = useRef<HTMLInputElement>(null);
  const upload = useRegistryAction(uploadHostedOnboardingLogoAction, {
    fallback: labels.updateFailed(),
    success: labels.logoUploaded(),
  });
  return (
    <div className="hosted-onboarding-logo">
      <p className="field-label">{labels.logo()}</p>
      {logo ? (
        <img
          className="hosted-onboarding-logo-image"
          src={logo.dataUrl}
          width={logo.width}
          height={logo.height}
          alt={labels.logo()}
        />
      ) : (
        <p className="hosted-onboarding-muted">{labels.noLogo()}</p>
      )}
      <label className="field-label" htmlFor={ids.input}>
        {labels.uploadLogo()}
      </label>
      <input
        ref={input}
        id={ids.input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={ids.hint}
        disabled={upload.busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          await upload.run({ logo: file });
          if (input.current) input.current.value = '';
        }}
      />
      <span id={ids.hint} className="field-hint">
        {labels.logoHint()}
      </span>
      <FormFailure message={upload.failure} />
    </div>
  );
}
