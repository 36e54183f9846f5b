import { updateHostedOnboardingAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { HostedOnboardingConfig } from '@ops/core/contract';
import { checkHexColor, checkUrl } from '@ops/core/validation';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useBoundSelection } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { FormFooter } from '../../../ui/form-footer/form-footer.tsx';
import { NumberField } from '../../../ui/number-field/index.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { TextField } from '../../../ui/text-field/index.ts';
import { LogoUpload } from './logo-upload.tsx';
import { OnboardingPreview } from './onboarding-preview.tsx';
import { useHostedOnboardingConfig } from './use-hosted-onboarding-config.ts';
import './hosted-onboarding-config.css';

/**
 * Configurations → Hosted onboarding (`/configurations/hosted-onboarding`, spec sections 2, 3 and 5): the bound
 * division's primary colour, logo, redirect URL and link lifetime, with a live preview of the seller's page.
 */
export function HostedOnboardingConfigChild({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.onboarding.configuration;
  const config = useHostedOnboardingConfig(scope);
  return (
    <div className="hosted-onboarding-config">
      <p className="hosted-onboarding-description">{labels.description()}</p>
      {config.isError ? (
        <ErrorState title={labels.getFailed()} onRetry={() => void config.refetch()} />
      ) : config.data ? (
        <HostedOnboardingForm key={config.data.updatedAt ?? 'defaults'} config={config.data} />
      ) : (
        <SkeletonList count={4} label={t.shell.screenLoad.loading()} />
      )}
    </div>
  );
}

function HostedOnboardingForm({ config }: { config: HostedOnboardingConfig }) {
  const { t } = useI18n();
  const labels = t.onboarding.configuration;
  const merchantName = useBoundSelection()?.merchant.displayName ?? config.merchantCode;
  const [color, setColor] = useState(config.primaryColor);
  const [redirectUrl, setRedirectUrl] = useState(config.redirectUrl ?? '');
  const [lifetime, setLifetime] = useState(String(config.linkLifetimeHours));
  const [checked, setChecked] = useState(false);
  const save = useRegistryAction(updateHostedOnboardingAction, {
    fallback: labels.updateFailed(),
    success: labels.saved(),
  });
  const colorCheck = checkHexColor(color);
  const urlCheck = redirectUrl.trim() === '' ? undefined : checkUrl(redirectUrl);
  const hours = Number(lifetime);
  const lifetimeValid = Number.isInteger(hours) && hours >= 1 && hours <= 720;
  const errorOf = (check: ReturnType<typeof checkUrl> | undefined) =>
    checked && check && !check.ok ? t.validation[check.message]() : undefined;
  return (
    <div className="hosted-onboarding-layout">
      <Card title={labels.title()}>
        <form
          className="hosted-onboarding-form"
          aria-label={labels.title()}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (!colorCheck.ok || (urlCheck && !urlCheck.ok) || !lifetimeValid) return;
            void save.run({
              primaryColor: colorCheck.value,
              redirectUrl: urlCheck?.ok ? urlCheck.value : null,
              linkLifetimeHours: hours,
            });
          }}
        >
          <div className="hosted-onboarding-color">
            <label className="field-label" htmlFor="hosted-onboarding-color-picker">
              {labels.primaryColor()}
            </label>
            <input
              id="hosted-onboarding-color-picker"
              type="color"
              value={colorCheck.ok && colorCheck.value.length === 7 ? colorCheck.value : '#000000'}
              onChange={(event) => setColor(event.target.value)}
            />
            <TextField
              label={labels.primaryColorText()}
              value={color}
              onChange={setColor}
              error={errorOf(colorCheck)}
              spellCheck={false}
            />
          </div>
          <TextField
            type="url"
            label={labels.redirectUrl()}
            hint={labels.redirectUrlHint()}
            value={redirectUrl}
            onChange={setRedirectUrl}
            error={errorOf(urlCheck)}
          />
          <NumberField
            label={labels.linkLifetime()}
            value={lifetime}
            onChange={setLifetime}
            error={checked && !lifetimeValid ? t.validation.valueTooLow() : undefined}
          />
          {save.allowed ? <FormFooter failure={save.failure} busy={save.busy} submitLabel={labels.save()} /> : null}
        </form>
        <LogoUpload logo={config.logo} />
      </Card>
      <Card title={labels.preview()}>
        <OnboardingPreview color={color} logo={config.logo} merchantName={merchantName} />
      </Card>
    </div>
  );
}
