import type { DivisionDetails, GroupBalance, Merchant } from '@ops/core/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualAccountTable } from '../../domain-parts/virtual-accounts/virtual-account-table.tsx';
import { localeStorageKey } from '../../lib/i18n/i18n-provider.tsx';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { BalanceTotals } from './balance-totals.tsx';
import { DivisionInfo } from './division-info.tsx';
import { GroupBalanceView } from './group-balance.tsx';

const merchant: Merchant = {
  code: 'M-ACME',
  displayName: 'Acme Market',
  description: '',
  defaultKycTier: 'ADVANCED_KYC',
  countryCode: 'NLD',
  usCardProcessor: false,
  divisions: [{ code: 'D-ACME-NL', displayName: 'Acme NL' }],
  createdAt: '2026-01-05T10:00:00.000Z',
};

const division: DivisionDetails = {
  code: 'D-ACME-NL',
  merchantCode: 'M-ACME',
  displayName: 'Acme NL',
  description: '',
  kycTier: 'ADVANCED_KYC',
  iban: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  virtualAccounts: [
    {
      code: 'VA-EUR',
      displayName: 'Acme NL income',
      currency: 'EUR',
      type: 'DIVISION_INCOME',
      confirmedBalance: 123_456,
      pendingBalance: 5_000,
      payoutBalance: 0,
    },
    {
      code: 'VA-JPY',
      displayName: 'Acme NL income JPY',
      currency: 'JPY',
      type: 'DIVISION_INCOME',
      confirmedBalance: 5_000,
      pendingBalance: 0,
      payoutBalance: 250,
    },
  ],
};

const groupBalance: GroupBalance = {
  merchantCode: 'M-ACME',
  divisionCode: 'D-ACME-NL',
  currencies: [
    {
      currency: 'EUR',
      totalBalance: 900_000,
      totalUnreconciled: 12_345,
      divisionPayoutBalance: 1_000,
      allSellerPayoutBalance: 20_000,
      pendingPayoutBalance: 3_000,
      months: [
        {
          month: '2026-02',
          pspSettlement: 400_000,
          directDeposit: 0,
          corrections: 1_500,
          invoice: 700,
          sellerPayout: -100_000,
          divisionPayout: 0,
          monthResult: 300_000,
          endOfMonthBalance: 900_000,
        },
        {
          month: '2026-01',
          pspSettlement: 600_000,
          directDeposit: 0,
          corrections: 0,
          invoice: 0,
          sellerPayout: 0,
          divisionPayout: 0,
          monthResult: 600_000,
          endOfMonthBalance: 600_000,
        },
      ],
    },
  ],
};

function Home() {
  return (
    <>
      <DivisionInfo merchant={merchant} division={division} />
      <BalanceTotals accounts={division.virtualAccounts} />
      <VirtualAccountTable accounts={division.virtualAccounts} caption="Account balances" />
      <GroupBalanceView groupBalance={groupBalance} />
    </>
  );
}

describe('home balances', () => {
  it('shows the merchant and division, and their balances per currency with flags', () => {
    renderInConsole(<Home />);
    const info = screen.getByText('Merchant').closest('dl') as HTMLElement;
    expect(info.textContent).toContain('Acme Market');
    expect(info.textContent).toContain('D-ACME-NL');
    expect(info.textContent).toContain('No IBAN yet');
    expect(info.textContent).toContain('Division income');

    const eurCards = screen.getByLabelText('EUR');
    expect(within(eurCards).getByText('€1,234.56')).toBeDefined();
    expect(within(eurCards).getByText('€50.00')).toBeDefined();
    const yenCards = screen.getByLabelText('JPY');
    expect(within(yenCards).getByText('¥5,000')).toBeDefined();
    expect(within(yenCards).getByText('¥250')).toBeDefined();
    const flags = [...eurCards.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(flags).toEqual(['/flags/eu.svg', '/flags/eu.svg', '/flags/eu.svg']);
    expect(yenCards.querySelector('img')?.getAttribute('src')).toBe('/flags/jp.svg');
  });

  it('lists every account with its type and balances', () => {
    renderInConsole(<Home />);
    const table = screen.getByRole('table', { name: 'Account balances' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Acme NL income VA-EURDivision incomeEUR€1,234.56€50.00€0.00',
      'Acme NL income JPY VA-JPYDivision incomeJPY¥5,000¥0¥250',
    ]);
  });

  it('shows the group totals and the monthly summary, newest month first', () => {
    renderInConsole(<Home />);
    const totals = screen.getByLabelText('Totals in EUR');
    expect(within(totals).getByText('Total balance').nextElementSibling?.textContent).toBe('€9,000.00');
    expect(within(totals).getByText('Total unreconciled').nextElementSibling?.textContent).toBe('€123.45');
    expect(within(totals).getByText('Pending payout balance').nextElementSibling?.textContent).toBe('€30.00');
    const summary = screen.getByRole('table', { name: 'Monthly summary (EUR)' });
    const header = within(summary)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Month',
      'PSP settlement',
      'Direct deposit',
      'Corrections',
      'Invoice',
      'Seller payout',
      'Division payout',
      'Month result',
      'End-of-month balance',
    ]);
    const months = within(summary)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(months).toEqual(['2026-02', '2026-01']);
    expect(within(summary).getByText('-€1,000.00')).toBeDefined();
  });

  it('speaks Dutch with Dutch amounts', () => {
    window.localStorage.setItem(localeStorageKey, JSON.stringify('nl'));
    renderInConsole(<Home />);
    expect(screen.getByText('Saldo einde maand')).toBeDefined();
    const totals = screen.getByLabelText('Totalen in EUR');
    expect(within(totals).getByText('Totaal saldo').nextElementSibling?.textContent).toBe('€\u00a09.000,00');
  });

  it('says so when nothing has moved yet', () => {
    renderInConsole(
      <>
        <BalanceTotals accounts={[]} />
        <GroupBalanceView groupBalance={{ ...groupBalance, currencies: [] }} />
      </>,
    );
    expect(screen.getByText('This division has no virtual accounts yet.')).toBeDefined();
    expect(screen.getByText('No money has moved in this division yet.')).toBeDefined();
  });
});
