import { screens } from '@ops/core/actions';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTests } from '../testing/signed-in-for-tests.ts';
import { App } from './app.tsx';

beforeEach(() => signInForTests());

/** The English titles of the screens, as the spec's sidebar names them. */
const titles: Record<string, string> = {
  overview: 'Overview',
  home: 'Home',
  transactions: 'Transactions',
  division: 'Division',
  sellers: 'Sellers',
  kycChecks: 'KYC checks',
  balanceTransfers: 'Balance transfers',
  payouts: 'Payouts',
  pspIntegration: 'PSP integration',
  bankIntegration: 'Bank integration',
  reports: 'Reports',
  approvals: 'Approvals',
};

async function renderApp() {
  render(<App />);
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe('sidebar', () => {
  it('starts expanded, showing the product name and the built screens', async () => {
    const navigation = await renderApp();
    expect(navigation.textContent).toContain('Ops Console');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("places every screen as its entry in core's screens says, under its title, in their order", async () => {
    const navigation = await renderApp();
    const [main, bottom] = within(navigation).getAllByRole('list');
    const labels = (list: HTMLElement | undefined) =>
      within(list as HTMLElement)
        .queryAllByRole('link')
        .map((link) => link.textContent);
    expect(labels(main)).toEqual(screens.filter((entry) => entry.sidebar === 'main').map(({ id }) => titles[id]));
    expect(labels(bottom)).toEqual(['Activity', 'Configurations']);
    expect(screen.queryByRole('link', { name: 'Invoices' }), 'off the sidebar').toBeNull();
  });

  it('has a help link that exists but is hidden', async () => {
    const navigation = await renderApp();
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    expect(navigation.querySelector('li[hidden] a')?.textContent).toBe('Help');
  });

  it('carries only merchantCode and divisionCode to another screen', async () => {
    window.history.replaceState(null, '', '/no-such-screen?merchantCode=M-1&divisionCode=D-1&page=3');
    await renderApp();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/?merchantCode=M-1&divisionCode=D-1');
  });

  it('collapses and expands again from the keyboard', async () => {
    const user = userEvent.setup();
    await renderApp();
    screen.getByRole('button', { name: 'Collapse sidebar' }).focus();
    await user.keyboard('{Enter}');
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Ops Console' }).textContent).toBe('Ops');
    expect(screen.getByRole('link', { name: 'Home' }).textContent, 'the icon alone').toBe('');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeDefined();
  });

  it('stays collapsed after the app is mounted again', async () => {
    const user = userEvent.setup();
    const first = render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    first.unmount();
    await renderApp();
    expect(screen.getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('ignores a stored state it cannot read', async () => {
    window.localStorage.setItem('ops.sidebar.collapsed', 'not json');
    await renderApp();
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeDefined();
  });
});
