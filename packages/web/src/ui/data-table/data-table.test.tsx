import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../console-services/console-test-harness.tsx';
import { PeopleTable } from './data-table-fixture.tsx';

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('shows the page of 25 rows numbered across pages, and pages through the footer into the URL', async () => {
    const { user } = renderInConsole(<PeopleTable />, { url: '/people?search=ann' });
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('60 in total')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(window.location.search).toBe('?search=ann&page=2');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('26');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(window.location.search).toBe('?search=ann&pageSize=10');
    expect(bodyRows()).toHaveLength(10);
  });
});
