import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/session-store.ts';
import { signInForTests } from '../../testing/signed-in-for-tests.ts';
import { App } from '../app.tsx';

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

/** The Login screen's notice says `text`: the app's own 'Loading…' status may be there first, while the code loads. */
async function expectNotice(text: string) {
  expect((await screen.findByText(text)).getAttribute('role')).toBe('status');
}

describe('the Login screen', () => {
  it('is titled Operations Dashboard and offers to sign in', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations Dashboard' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined();
    expect(document.title).toBe('Ops | Operations Dashboard');
  });

  it('says why the last session ended', async () => {
    sessionStore.end('inactivity');
    renderAt('/login');
    await expectNotice('You were signed out after 20 minutes without activity.');
  });

  it('asks to sign in again once the session has expired', async () => {
    sessionStore.end('expired');
    renderAt('/login');
    await expectNotice('Your session has expired. Please sign in again.');
  });

  it('shows the network error when the platform cannot be reached to start the sign-in', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error, Please make sure that your VPN connection is active!',
    );
    expect(window.location.pathname).toBe('/login');
  });

  it('sends a user who is already signed in on to the app', async () => {
    signInForTests();
    renderAt('/login');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeDefined();
    expect(window.location.pathname).toBe('/');
  });

  it('speaks Dutch when Dutch is chosen', async () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Aanmelden' })).toBeDefined();
  });
});
