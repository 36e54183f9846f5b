import { updateKycConfigurationAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import {
  type KycConfig,
  type KycPermission,
  type KycTier,
  kycPermissions,
  kycTiers,
  type RelianceModel,
  relianceModels,
} from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KycTierSelect } from '../../../domain-parts/kyc/kyc-tier-select.tsx';
import { tierLabel } from '../../../domain-parts/kyc/tier-label.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { kycChecksKeys } from '../../../lib/cache/kyc-checks-keys.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { FormFooter } from '../../../ui/form-footer/form-footer.tsx';
import { Select } from '../../../ui/select/index.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { Switch } from '../../../ui/switch/switch.tsx';
import { TextField } from '../../../ui/text-field/index.ts';
import '../../../domain-parts/kyc/kyc-fields.css';
import './kyc-config.css';

/**
 * Configurations → KYC (`/configurations/kyc`, spec section 2, a child of the Configurations layout): the bound division's KYC tier, reliance model,
 * merchant KYC permission and government flag, with the tier thresholds. Enabling a reliance model or the flag
 * asks for the compliance officer who signed it off (spec sections 4 and 9); the recorded sign-offs are listed.
 */
export function KycConfigurationChild({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.kyc.configuration;
  const { clients } = useConsoleServices();
  const config = useQuery({
    queryKey: kycChecksKeys.configuration(scope),
    queryFn: ({ signal }) =>
      clients.kyc.getKycConfig({
        query: { code: scope.divisionCode, merchantCode: scope.merchantCode, codeType: 'DIVISION' },
        signal,
      }),
  });
  return (
    <div className="kyc-config">
      <p className="kyc-config-description">{labels.description({ division: scope.divisionCode })}</p>
      {config.isError ? (
        <ErrorState
          title={labels.loadFailed()}
          message={kycAreas.map((area) => labels.areaFailures[area].get()).join(' · ')}
          onRetry={() => void config.refetch()}
        />
      ) : config.data ? (
        <KycConfigurationForm key={JSON.stringify(config.data)} config={config.data} />
      ) : (
        <SkeletonList count={6} label={t.shell.screenLoad.loading()} />
      )}
    </div>
  );
}

/** The KYC areas with failure messages of their own (spec section 8); the merchant permission has the form's. */
const kycAreas = ['tier', 'relianceModel', 'governmentEntity'] as const;

function KycConfigurationForm({ config }: { config: KycConfig }) {
  const { t } = useI18n();
  const labels = t.kyc.configuration;
  const [tier, setTier] = useState<KycTier>(config.tier);
  const [relianceModel, setRelianceModel] = useState<RelianceModel>(config.relianceModel ?? 'NONE');
  const [kycPermission, setKycPermission] = useState<KycPermission>(config.kycPermission ?? 'NONE');
  const [governmentEntity, setGovernmentEntity] = useState(config.governmentEntity ?? false);
  const [officer, setOfficer] = useState('');
  // A save that fails says which of the areas it changed failed, each in its own words.
  const draft = { tier, relianceModel, governmentEntity };
  const saved = {
    tier: config.tier,
    relianceModel: config.relianceModel ?? 'NONE',
    governmentEntity: config.governmentEntity ?? false,
  };
  const changedFailures = kycAreas
    .filter((area) => draft[area] !== saved[area])
    .map((area) => labels.areaFailures[area].update());
  const save = useRegistryAction(updateKycConfigurationAction, {
    fallback: changedFailures.length > 0 ? changedFailures.join(' · ') : labels.saveFailed(),
    success: labels.saved(),
  });
  const needsSignOff =
    (relianceModel !== 'NONE' && relianceModel !== config.relianceModel) ||
    (governmentEntity && config.governmentEntity === false);
  return (
    <>
      <Card title={labels.title()}>
        <form
          className="kyc-config-form"
          aria-label={labels.title()}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save.run({
              tier,
              relianceModel,
              kycPermission,
              governmentEntity,
              ...(needsSignOff && officer.trim() ? { complianceOfficer: officer.trim() } : {}),
            });
          }}
        >
          <KycTierSelect label={labels.tier()} value={tier} onChange={setTier} />
          <dl className="kyc-fields" aria-label={labels.thresholds()}>
            {kycTiers.map((value) => (
              <div key={value} className="kyc-field">
                <dt>{tierLabel(t, value)}</dt>
                <dd>{t.kycTiers.descriptions[value]()}</dd>
              </div>
            ))}
          </dl>
          <Select<KycPermission>
            label={labels.kycPermission()}
            value={kycPermission}
            onValueChange={setKycPermission}
            options={kycPermissions.map((value) => ({ value, label: t.kyc.task.permissions[value]() }))}
          />
          <Select<RelianceModel>
            label={labels.relianceModel()}
            value={relianceModel}
            onValueChange={setRelianceModel}
            options={relianceModels.map((value) => ({ value, label: labels.relianceModels[value]() }))}
          />
          <Switch label={labels.governmentEntity()} checked={governmentEntity} onCheckedChange={setGovernmentEntity} />
          {needsSignOff ? (
            <TextField
              type="email"
              label={labels.officer()}
              hint={labels.officerHint()}
              value={officer}
              onChange={setOfficer}
            />
          ) : null}
          {save.allowed ? <FormFooter failure={save.failure} busy={save.busy} submitLabel={labels.save()} /> : null}
        </form>
      </Card>
      {config.signOffs.length > 0 ? (
        <Card title={labels.signOffs()}>
          <ul className="kyc-documents">
            {config.signOffs.map((signOff) => (
              <li key={signOff.setting}>
                {labels.signedOff({
                  setting: labels.settings[signOff.setting](),
                  value:
                    signOff.setting === 'RELIANCE_MODEL' ? labels.relianceModels[signOff.value as RelianceModel]() : '',
                  officer: signOff.officer,
                  recordedBy: signOff.recordedBy,
                  at: formatTableDate(signOff.recordedAt),
                })}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
