import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { CreateDivisionDialog } from './create-division-dialog.tsx';

/** The app checks the query's merchant and division before it counts as bound. */
function BoundScope() {
  const scope = useMerchantScope();
  return scope ? <p>bound to {scope.divisionCode}</p> : null;
}

const acme = sampleMerchant('Acme Market');
const url = `/division?merchantCode=${acme.code}&divisionCode=${acme.divisions[0]?.code}`;

function renderDialog() {
  const closes: boolean[] = [];
  const rendered = renderInConsole(
    <QueryClientProvider client={new QueryClient()}>
      <BoundScope />
      <CreateDivisionDialog
        merchant="Acme Market"
        defaultKycTier="STANDARD_KYC"
        open
        onOpenChange={(open) => closes.push(open)}
      />
    </QueryClientProvider>,
    { url, merchants: [acme] },
  );
  return { ...rendered, closes };
}

describe('create division dialog', () => {
  it('keeps Create disabled until a display name other than spaces is typed, and starts on the merchant tier', async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Create a division of Acme Market' })).toBeDefined();
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await user.type(screen.getByLabelText('Display name'), '   ');
    expect(create.disabled).toBe(true);
    await user.type(screen.getByLabelText('Display name'), 'Acme Belgium');
    expect(create.disabled).toBe(false);
    // The KYC tier is the design system's select: its button shows the chosen tier's name.
    expect(screen.getByRole('combobox', { name: 'KYC tier' }).textContent).toContain('Standard KYC');
  });

  it('shows why the division was not created and stays open, the query unchanged', async () => {
    const { user, closes } = renderDialog();
    await screen.findByText(`bound to ${acme.divisions[0]?.code}`);
    await user.type(screen.getByLabelText('Display name'), 'Acme Belgium');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe('Network error, Please make sure that your VPN connection is active!');
    expect(closes).toEqual([]);
    await waitFor(() => expect((screen.getByLabelText('Display name') as HTMLInputElement).disabled).toBe(false));
    expect(new URLSearchParams(window.location.search).get('divisionCode')).toBe(acme.divisions[0]?.code);
  }, 20_000);
});
