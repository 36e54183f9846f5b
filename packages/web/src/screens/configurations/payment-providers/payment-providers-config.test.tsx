import type { PspIntegration } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { PaymentProvidersConfig } from './payment-providers-config.tsx';

const merchant = sampleMerchant('Acme');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
const integration: PspIntegration = {
  code: 'PSPI-1',
  ...scope,
  provider: 'ADYEN',
  merchantAccount: 'AcmeShopEU',
  autoReconciliation: 'ENABLED',
  scheduling: 'SCHEDULED',
  createdBy: 'ops@sandbox.test',
  createdAt: '2026-11-26T18:00:00.000Z',
  lastImport: null,
};

function renderChild() {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(pspReportsKeys.integrations(scope), [integration]);
  queryClient.setQueryData(pspReportsKeys.available(), [
    { provider: 'ADYEN', name: 'Adyen (test list)', report: 'Settlement details report' },
  ]);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <PaymentProvidersConfig scope={scope} />
    </QueryClientProvider>,
    {
      merchants: [merchant],
      url: `/configurations/payment-providers?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
    },
  );
}

describe('Configurations → Payment providers', () => {
  it('asks once before removing an integration: the one confirmation, naming its account, says its items stay', async () => {
    const { user } = renderChild();
    const table = await screen.findByRole('table', { name: 'Payment providers' });
    const row = within(table).getByRole('row', { name: /AcmeShopEU/ });
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove payment provider integration?' });
    expect(question.textContent).toContain('Its imported items stay.');
    expect(question.textContent).toContain('PSPI-1 (AcmeShopEU)');
    // The row asks nothing of its own.
    expect(within(row).getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it("offers the adapter's available integrations as the provider, and an update failure says its own words", async () => {
    const { user } = renderChild();
    const form = await screen.findByRole('form', { name: 'Add payment provider integration' });
    expect(within(form).getByRole('combobox', { name: 'Payment provider' }).textContent).toContain('Adyen (test list)');
    await user.type(within(form).getByLabelText('Merchant account'), 'AcmeShopUS');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    // The test's clients reach no server: the call fails, and the child says so in its own words.
    expect(await within(form).findByText('The payment provider integration could not be updated')).toBeTruthy();
  });
});
