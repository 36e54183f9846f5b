import type { ActivityPage, ActivityQuery, AuditEvent, SavedView } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityKeys } from '../../../lib/cache/activity-keys.ts';
import { savedViewsKeys } from '../../../lib/cache/saved-views-keys.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { ActivityScreen } from './activity-screen.tsx';

const entry = (id: number, fields: Partial<AuditEvent>): AuditEvent => ({
  id,
  actor: 'oscar@sandbox.test',
  action: 'createBalanceTransfer',
  entityType: 'balanceTransfer',
  entityId: `BT-${id}`,
  before: null,
  after: { code: `BT-${id}`, amount: 1500, currency: 'EUR' },
  at: '2026-03-02T08:30:00.000Z',
  merchantCode: 'M-1',
  divisionCode: 'D-1',
  source: 'API',
  reason: 'Refund agreed with the seller',
  ...fields,
});

const transfer = entry(7, {});
const sellerChange = entry(6, {
  actor: 'anna@sandbox.test',
  action: 'updateDivisionAccountHolder',
  entityType: 'accountHolder',
  entityId: 'AH-1',
  before: { name: 'Bakkerij de Vries' },
  after: { name: 'Bakkerij de Vries B.V.' },
  source: 'WEB',
  reason: null,
});
const batch = entry(5, { entityType: 'payoutBatch', entityId: 'PB-1', source: 'JOB', reason: null });

const sourceView: SavedView = {
  id: 4,
  list: 'activity',
  name: 'From the command line',
  owner: 'anna@sandbox.test',
  mine: false,
  merchantCode: null,
  divisionCode: null,
  shared: true,
  isDefault: false,
  state: { query: 'source:cli', columns: [{ id: 'when' }, { id: 'object' }, { id: 'source' }] },
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

function renderScreen(url: string, feeds: [ActivityQuery, ActivityPage][], views: SavedView[] = []) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(savedViewsKeys.list('activity', undefined), views);
  for (const [query, page] of feeds) {
    queryClient.setQueryData(activityKeys.feed(query), { pages: [page], pageParams: [undefined] });
  }
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <ActivityScreen />
    </QueryClientProvider>,
    { url },
  );
}

describe('the Activity screen', () => {
  it('lists each change newest first: when, who, the action, the object as a link, the source and the reason', async () => {
    renderScreen('/activity', [[{}, { elements: [transfer, sellerChange, batch], next: null }]]);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.includes('BT-7'))).toEqual([true, false, false]);
    const row = rows[0] as HTMLElement;
    expect(row.textContent).toContain('02-03-2026 08:30');
    expect(row.textContent).toContain('oscar@sandbox.test');
    expect(row.textContent).toContain('createBalanceTransfer');
    expect(row.textContent).toContain('via API');
    expect(row.textContent).toContain('Refund agreed with the seller');
    const link = within(row).getByRole('link', { name: 'Balance transfer BT-7' });
    expect(link.getAttribute('href')).toBe('/balance-transfers?search=BT-7&merchantCode=M-1&divisionCode=D-1');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Seller AH-1' })
        .getAttribute('href'),
    ).toBe('/sellers/AH-1?merchantCode=M-1&divisionCode=D-1');
    expect(within(rows[2] as HTMLElement).queryByRole('link'), 'a payout batch has no page').toBeNull();
    expect(rows[2]?.textContent).toContain('via Scheduled job');
    expect(screen.getByText('3 entries loaded')).toBeDefined();
    expect(screen.getByText('That is everything')).toBeDefined();
  });

  it('opens an entry with Enter on its row: each field before and after, where it came from and why', async () => {
    const { user } = renderScreen('/activity', [[{}, { elements: [sellerChange, transfer], next: null }]]);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Entry 6' });
    expect(dialog.textContent).toContain('name: Bakkerij de Vries → Bakkerij de Vries B.V.');
    expect(dialog.textContent).toContain('by anna@sandbox.test');
    expect(dialog.textContent).toContain('via Web');
    expect(within(dialog).getByRole('link', { name: 'Seller AH-1' })).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens an entry from its changes too, and says why when it was given', async () => {
    const { user } = renderScreen('/activity', [[{}, { elements: [transfer], next: null }]]);
    await user.click(await screen.findByTitle('Show the changes of entry 7'));
    const dialog = await screen.findByRole('dialog', { name: 'Entry 7' });
    expect(dialog.textContent).toContain('Reason: Refund agreed with the seller');
    expect(dialog.textContent).toContain('Created with');
    expect(dialog.textContent).toContain('amount: 1500');
  });

  it('filters by person through the URL, shows the filter as a chip and says so in words when nothing matches', async () => {
    const { user } = renderScreen('/activity', [
      [{}, { elements: [transfer, sellerChange], next: null }],
      [{ query: 'who:nobody@sandbox.test' }, { elements: [], next: null }],
    ]);
    await screen.findByRole('table', { name: 'Activity' });
    await user.type(screen.getByLabelText('Person'), 'nobody@sandbox.test{Enter}');
    expect(currentQuery().get('q')).toBe('who:nobody@sandbox.test');
    expect(await screen.findByText('No activity')).toBeDefined();
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).toContain('Person: nobody@sandbox.test');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers Load more while older entries remain', async () => {
    renderScreen('/activity?source=API', [[{ query: 'source:API' }, { elements: [transfer], next: 7 }]]);
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeDefined();
    expect(screen.getByText('1 entry loaded')).toBeDefined();
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).toContain('Source: API');
  });

  it('opens a saved view: its query in the address, its columns in their order, its name in the header', async () => {
    renderScreen(
      '/activity?view=4',
      [[{ query: 'source:cli' }, { elements: [sellerChange], next: null }]],
      [sourceView],
    );
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(currentQuery().get('q')).toBe('source:cli');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace('⋮⋮', '')),
    ).toEqual(['When', 'Object', 'Source']);
    expect(within(table).getByRole('link', { name: 'Seller AH-1' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Saved view' }).textContent).toContain('From the command line');
  });

  it('speaks Dutch', async () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    renderScreen('/activity', [[{}, { elements: [transfer], next: null }]]);
    const table = await screen.findByRole('table', { name: 'Activiteit' });
    expect(within(table).getByRole('link', { name: 'Saldo-overboeking BT-7' })).toBeDefined();
    expect(screen.getByText('1 regel geladen')).toBeDefined();
  });
});
