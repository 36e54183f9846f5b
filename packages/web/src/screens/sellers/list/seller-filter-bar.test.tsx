import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { SellerFilterBar } from './seller-filter-bar.tsx';

const queryField = () => screen.getByRole('combobox', { name: /^(Query|Zoekopdracht)$/ }) as HTMLInputElement;

describe('the sellers filter bar', () => {
  it('keeps its query field, status and search on one query in the URL, the switches beside it', async () => {
    const { user } = renderInConsole(<SellerFilterBar />, {
      url: '/sellers?q=kyc%3Apassed%20balance%3E0&hideNoBalance=true&page=3',
    });
    expect(queryField().value).toBe('kyc:passed balance>0');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    expect(currentQuery().get('q')).toBe('kyc:PASSED balance>0 status:IN_PROGRESS');
    expect(currentQuery().get('page')).toBeNull();
    await waitFor(() => expect(queryField().value).toBe('kyc:PASSED balance>0 status:IN_PROGRESS'));
    await user.type(screen.getByLabelText('Search sellers'), 'bakker');
    await waitFor(() => expect(currentQuery().get('q')).toBe('kyc:PASSED balance>0 status:IN_PROGRESS bakker'));
    await user.click(screen.getByRole('switch', { name: 'Show deleted sellers' }));
    expect(currentQuery().get('showDeleted')).toBe('true');
    expect(currentQuery().get('q')).toBe('kyc:PASSED balance>0 status:IN_PROGRESS bakker');
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: In progress' }));
    expect(currentQuery().get('q')).toBe('kyc:PASSED balance>0 bakker');
    expect(currentQuery().get('hideNoBalance')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBeNull();
    expect(currentQuery().get('hideNoBalance')).toBeNull();
    expect(currentQuery().get('showDeleted')).toBeNull();
  });

  it('reads an older link’s search and status as the query, and marks a query it cannot read', async () => {
    const { user } = renderInConsole(<SellerFilterBar />, {
      url: '/sellers?status=REJECTED&search=jansen&showDeleted=true',
    });
    expect(queryField().value).toBe('status:REJECTED jansen');
    await user.clear(queryField());
    await user.type(queryField(), 'kyc:review,pending country:nld{Enter}');
    expect(currentQuery().get('q')).toBe('kyc:review,pending country:nld');
    expect(currentQuery().get('status')).toBeNull();
    expect(currentQuery().get('search')).toBeNull();
    expect(currentQuery().get('showDeleted')).toBe('true');
    await user.clear(queryField());
    await user.type(queryField(), 'kyc:approved{Enter}');
    expect(await screen.findByText(/'approved' is not a value of kyc \(character 5\)/)).toBeTruthy();
    expect(currentQuery().get('q')).toBe('kyc:review,pending country:nld');
  });

  it('completes the KYC statuses by their name in the reader’s language', async () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    const { user } = renderInConsole(<SellerFilterBar />, { url: '/sellers' });
    await user.type(queryField(), 'kyc:');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('PASSEDGeslaagd');
    await user.type(queryField(), 'geslaagd');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['PASSEDGeslaagd']);
  });
});
