import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recentMerchantsStorageKey } from '../../lib/merchant-selection/merchant-selection-context.ts';
import { currentQuery, renderInConsole } from '../../testing/console-test-harness.tsx';
import { ScreenQueryScope } from '../screen-query-scope.tsx';
import { MerchantGate } from './merchant-gate.tsx';

const acme = sampleMerchant('Acme Market', ['Main', 'Outlet']);
const page = (
  <ScreenQueryScope>
    <MerchantGate>
      <p>the page</p>
    </MerchantGate>
  </ScreenQueryScope>
);

describe('merchant gate', () => {
  it('shows the selection screen instead of a page that needs a merchant', async () => {
    renderInConsole(page, { merchants: [acme], url: '/' });
    expect(await screen.findByRole('searchbox', { name: 'Search merchants' })).toBeDefined();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('shows the page of a route that works without a merchant', async () => {
    renderInConsole(page, { merchants: [acme], url: '/payouts/requests' });
    expect(await screen.findByText('the page')).toBeDefined();
  });

  it('shows the page once the pair in the query is a division of that merchant', async () => {
    renderInConsole(page, {
      url: `/?merchantCode=${acme.code}&divisionCode=${acme.divisions[1]?.code}`,
      merchants: [acme],
    });
    expect(await screen.findByText('the page')).toBeDefined();
  });

  it("says 'No matching division found' for a wrong pair", async () => {
    renderInConsole(page, { url: `/?merchantCode=${acme.code}&divisionCode=D-OTHER`, merchants: [acme] });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No matching division found, check merchant code and division code',
    );
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('removes a merchant that cannot be loaded from the history and clears the selection', async () => {
    const gone = { merchantCode: 'M-GONE', merchantName: 'Gone', divisionCode: 'D-GONE', divisionName: 'Main' };
    window.localStorage.setItem(recentMerchantsStorageKey, JSON.stringify([gone]));
    renderInConsole(page, { url: '/?merchantCode=M-GONE&divisionCode=D-GONE&tab=x', merchants: [acme] });
    await waitFor(() => expect(currentQuery().get('merchantCode')).toBeNull());
    expect(currentQuery().get('divisionCode')).toBeNull();
    expect(currentQuery().get('tab')).toBe('x');
    expect(screen.getByText('Nothing to see here.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    expect(window.localStorage.getItem(recentMerchantsStorageKey)).toBe('[]');
  });
});
