import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { TabLinks } from './tab-links.tsx';
import { Tabs } from './tabs.tsx';

function SellerTabs() {
  const [tab, setTab] = useState<'balance' | 'payouts' | 'documents'>('balance');
  return (
    <Tabs
      label="Seller details"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'balance', label: 'Balance', content: <p>The balance</p> },
        { value: 'payouts', label: 'Payouts', content: <p>The payouts</p> },
        { value: 'documents', label: 'Documents', content: <p>The documents</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, Home and End, showing the chosen one', async () => {
    const user = userEvent.setup();
    renderInConsole(<SellerTabs />);
    expect(screen.getByRole('tablist', { name: 'Seller details' })).toBeDefined();
    expect(screen.getByRole('tabpanel').textContent).toBe('The balance');
    screen.getByRole('tab', { name: 'Balance' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Payouts' }));
    expect(screen.getByRole('tab', { name: 'Payouts' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('The payouts');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('The documents');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('The balance');
  });

  it('keeps one tab in the Tab order: Tab goes from the chosen tab into its panel', async () => {
    const user = userEvent.setup();
    renderInConsole(<SellerTabs />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Balance' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});

function PlainLink({ to, children, ...rest }: { to: string; className: string; children: ReactNode }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

describe('TabLinks', () => {
  it('is a navigation of links, the current address marked as the page', () => {
    renderInConsole(
      <TabLinks
        label="Payout"
        linkComponent={PlainLink}
        links={[
          { to: '/payouts/P1/overview', label: 'Overview', current: false },
          { to: '/payouts/P1/transactions', label: 'Transactions', current: true },
        ]}
      />,
    );
    const navigation = screen.getByRole('navigation', { name: 'Payout' });
    expect(navigation.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Transactions' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });
});
