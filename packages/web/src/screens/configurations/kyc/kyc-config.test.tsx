import type { KycConfig } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kycChecksKeys } from '../../../lib/cache/kyc-checks-keys.ts';
import { chooseOption } from '../../../testing/choose-option.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { KycConfigurationChild } from './kyc-config.tsx';

const merchant = sampleMerchant('Acme');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
const config: KycConfig = {
  code: scope.divisionCode,
  codeType: 'DIVISION',
  merchantCode: scope.merchantCode,
  tier: 'ADVANCED_KYC',
  thresholds: { lightSinglePayInBelow: 100_000, standardCumulativeUpTo: 500_000 },
  relianceModel: 'NONE',
  kycPermission: 'NONE',
  governmentEntity: false,
  signOffs: [],
};

/** The child with the division's configuration known, or (`config` undefined) failing to load: the test's clients reach no server. */
function renderChild(known: KycConfig | undefined) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (known) queryClient.setQueryData(kycChecksKeys.configuration(scope), known);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <KycConfigurationChild scope={scope} />
    </QueryClientProvider>,
    {
      merchants: [merchant],
      url: `/configurations/kyc?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
    },
  );
}

describe('Configurations → KYC', () => {
  it('says which area failed to update, each in its own words (KYC tier, reliance model)', async () => {
    const { user } = renderChild(config);
    const form = await screen.findByRole('form', { name: 'KYC configuration' });
    await chooseOption(user, within(form).getByRole('combobox', { name: 'KYC tier' }), 'Light KYC');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The KYC tier could not be updated')).toBeTruthy();

    await chooseOption(user, within(form).getByRole('combobox', { name: 'KYC tier' }), 'Advanced KYC');
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Reliance model' }), 'Identity reliance');
    await user.type(within(form).getByLabelText('Compliance officer’s e-mail'), 'officer@sandbox.test');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The reliance model could not be updated')).toBeTruthy();
    expect(within(form).queryByText(/KYC tier could not/)).toBeNull();
  }, 20_000);

  it('says the government status failed to update when it changed', async () => {
    const { user } = renderChild(config);
    const form = await screen.findByRole('form', { name: 'KYC configuration' });
    await user.click(within(form).getByRole('switch', { name: /Government entity/ }));
    await user.type(within(form).getByLabelText('Compliance officer’s e-mail'), 'officer@sandbox.test');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The government status could not be updated')).toBeTruthy();
  }, 20_000);

  it('names each area when the configuration cannot load', async () => {
    renderChild(undefined);
    expect(await screen.findByText('The KYC configuration could not be loaded')).toBeTruthy();
    expect(
      screen.getByText(
        'The KYC tier could not be loaded · The reliance model could not be loaded · The government status could not be loaded',
      ),
    ).toBeTruthy();
  });
});
