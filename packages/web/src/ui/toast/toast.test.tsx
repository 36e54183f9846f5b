import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { Button } from '../button/button.tsx';
import { ToastProvider, useToast } from './toast.tsx';

function RequestPayout() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ title: 'Payout requested' })}>Request payout</Button>;
}

describe('toasts', () => {
  it("tell an action's outcome in the notifications region, and go with their Dismiss button", async () => {
    const user = userEvent.setup();
    renderInConsole(
      <ToastProvider>
        <RequestPayout />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    const region = await screen.findByRole('region', { name: /^Notifications/ });
    expect(await within(region).findByText('Payout requested')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region.textContent).not.toContain('Payout requested');
  });

  it('load their region with the first toast when the app has not yet had room for it', async () => {
    const user = userEvent.setup();
    renderInConsole(
      <ToastProvider loadRegion={() => () => undefined}>
        <RequestPayout />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: /^Notifications/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    const region = await screen.findByRole('region', { name: /^Notifications/ });
    expect(await within(region).findByText('Payout requested')).toBeDefined();
  });

  it('go nowhere, without failing, outside a provider', async () => {
    const user = userEvent.setup();
    renderInConsole(<RequestPayout />);
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(screen.queryByText('Payout requested')).toBeNull();
  });
});
