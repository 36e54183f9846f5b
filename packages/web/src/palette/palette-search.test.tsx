import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../testing/console-test-harness.tsx';
import { PaletteProvider } from './palette-provider.tsx';

const acme = sampleMerchant('Acme Market');

describe('palette server search', () => {
  it('asks the server from 3 characters on, and says so when it cannot answer', async () => {
    const { user } = renderInConsole(
      <PaletteProvider>
        <p>page</p>
      </PaletteProvider>,
      { merchants: [acme], url: `/?merchantCode=${acme.code}&divisionCode=${acme.divisions[0]?.code}` },
    );
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('AH');
    expect(within(dialog).queryByText('Searching…')).toBeNull();
    await user.keyboard('-1');
    // Nothing listens where the test's clients point: the search fails, and the palette says so.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('The search failed. Check your connection and type again.');
  }, 15_000);
});
