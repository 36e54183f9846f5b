import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectedMerchantName } from '../../lib/merchant-selection/selected-merchant.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { signInForTests } from '../../testing/signed-in-for-tests.ts';
import { App } from '../app.tsx';

const notAuthorized =
  'Sorry, this account is not authorized to access ops dashboard. Please contact your manager to request access or try with a different account.';

function refusedAccount() {
  signInForTests({ email: 'mila@shop.test', name: 'Mila', givenName: 'Mila', familyName: undefined });
  sessionStore.refuseAccess();
}

const acme = sampleMerchant('Acme Market');

/** The signed-in console with `merchant` selected in the query, until the selection has bound it. */
async function bindConsoleTo(merchant: typeof acme) {
  const url = `/?merchantCode=${merchant.code}&divisionCode=${merchant.divisions[0]?.code}`;
  renderInConsole(<p>app</p>, { merchants: [merchant], url });
  await waitFor(() => expect(selectedMerchantName()).toBe(merchant.displayName));
  cleanup();
}

const supportMailBody = () =>
  new URL(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href') ?? '').searchParams.get('body');

async function renderUnauthorised() {
  window.history.replaceState(null, '', '/unauthorised');
  render(<App />);
  return screen.findByRole('alert');
}

describe('the Unauthorised screen', () => {
  it("shows the spec's message to an account the platform refused", async () => {
    refusedAccount();
    expect((await renderUnauthorised()).textContent).toBe(notAuthorized);
    expect(document.title).toBe('Ops | Unauthorised');
  });

  it("offers a support mail with the user's details, '[data missing]' for what is unknown", async () => {
    refusedAccount();
    await renderUnauthorised();
    const href = screen.getByRole('link', { name: 'Contact support' }).getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:\?subject=/);
    const body = new URL(href).searchParams.get('body');
    expect(body).toContain('E-mail: mila@shop.test');
    expect(body).toContain('First name: Mila');
    expect(body).toContain('Last name: [data missing]');
    expect(body).toContain('Merchant: [data missing]');
  });

  it('names the merchant selected in this tab in the support mail', async () => {
    await bindConsoleTo(acme);
    refusedAccount();
    await renderUnauthorised();
    expect(supportMailBody()).toContain('Merchant: Acme Market');
  });

  it('names no merchant once the tab has moved on to a page with none selected', async () => {
    await bindConsoleTo(acme);
    renderInConsole(<p>app</p>, { merchants: [acme], url: '/sellers', keepSessionStorage: true });
    cleanup();
    refusedAccount();
    await renderUnauthorised();
    expect(supportMailBody()).toContain('Merchant: [data missing]');
  });

  it('signs out for another account, and the login screen then asks who signs in', async () => {
    const user = userEvent.setup();
    refusedAccount();
    await renderUnauthorised();
    await user.click(screen.getByRole('button', { name: 'Sign in with a different account' }));
    expect(window.location.pathname).toBe('/login');
    expect(sessionStore.getSnapshot()).toMatchObject({ session: undefined, endedBecause: 'logout' });
  });

  it('offers a return to the login page when no user is known', async () => {
    expect((await renderUnauthorised()).textContent).toBe(notAuthorized);
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to the login page' })).toBeDefined();
  });

  it('keeps a refused account out of the app', async () => {
    refusedAccount();
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toBe(notAuthorized);
    expect(window.location.pathname).toBe('/unauthorised');
  });
});
