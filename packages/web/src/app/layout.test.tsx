import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTests } from '../testing/signed-in-for-tests.ts';
import { App } from './app.tsx';

beforeEach(() => signInForTests());

describe('layout', () => {
  it('has the landmarks a screen reader jumps between', async () => {
    render(<App />);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
  });

  it('offers a skip link to the main area first', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/missing');
    render(<App />);
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
  });

  it('puts focus on the main area after a navigation, not on the page start', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/missing');
    render(<App />);
    const returnHome = await screen.findByRole('link', { name: 'Return home' });
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
    returnHome.focus();
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
