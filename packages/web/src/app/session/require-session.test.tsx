import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/session-store.ts';
import { signInForTests } from '../../testing/signed-in-for-tests.ts';
import { App } from '../app.tsx';

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

describe('the route guard', () => {
  it('sends a visitor without a session to /login and remembers where they were going', async () => {
    renderAt('/transactions?merchantCode=M-1&page=2');
    expect(await screen.findByRole('heading', { name: 'Operations Dashboard' })).toBeDefined();
    expect(window.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('ops.signIn.returnTo')).toBe('/transactions?merchantCode=M-1&page=2');
  });

  it('treats a token as expired 55 minutes after the sign-in prompt', async () => {
    signInForTests({}, Date.now() - 55 * 60_000);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Operations Dashboard' })).toBeDefined();
  });

  it('lets a signed-in user with an unexpired token in', async () => {
    signInForTests({}, Date.now() - 54 * 60_000);
    sessionStore.recordActivity(Date.now());
    renderAt('/');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeDefined();
    expect(window.location.pathname).toBe('/');
  });

  it('does not remember the page of a user who signed out', async () => {
    sessionStore.end('logout');
    renderAt('/transactions');
    // The app's own 'Loading…' status may be there first, while the Login screen's code loads.
    expect((await screen.findByText('You have signed out.')).getAttribute('role')).toBe('status');
    expect(window.sessionStorage.getItem('ops.signIn.returnTo')).toBeNull();
  });

  it('ignores a stored session it cannot read', async () => {
    window.localStorage.setItem('ops.session', JSON.stringify({ idToken: 'x' }));
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Operations Dashboard' })).toBeDefined();
  });
});
