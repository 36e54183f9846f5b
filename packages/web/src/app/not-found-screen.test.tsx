import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTests } from '../testing/signed-in-for-tests.ts';
import { App } from './app.tsx';

beforeEach(() => signInForTests());

describe('Page not found', () => {
  it('is what a path without a screen shows', async () => {
    window.history.replaceState(null, '', '/nowhere/S-1/balance');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Ops Console' })).toBeNull();
  });

  it('returns home with its action', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/no-such-page?merchantCode=M1');
    render(<App />);
    await user.click(await screen.findByRole('link', { name: 'Return home' }));
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Page not found'));
  });

  it('speaks Dutch when Dutch is chosen', async () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    window.history.replaceState(null, '', '/no-such-page');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Terug naar start' })).toBeDefined();
  });
});
