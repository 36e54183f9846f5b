import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { type ActiveFilter, FilterBar } from './filter-bar.tsx';

type Key = 'status' | 'currency' | 'search';

function SellerFilters({ initial }: { initial: ActiveFilter<Key>[] }) {
  const [active, setActive] = useState(initial);
  const [search, setSearch] = useState('');
  return (
    <FilterBar
      active={active}
      onRemove={(key) => setActive((filters) => filters.filter((filter) => filter.key !== key))}
      onClear={() => setActive([])}
    >
      <TextField label="Search" value={search} onChange={setSearch} />
    </FilterBar>
  );
}

const filters: ActiveFilter<Key>[] = [
  { key: 'status', label: 'Status', value: 'Paid' },
  { key: 'currency', label: 'Currency', value: 'EUR' },
];

describe('FilterBar', () => {
  it('shows a chip for each filter in effect; its button removes that one and the focus goes to the next', async () => {
    const user = userEvent.setup();
    renderInConsole(<SellerFilters initial={filters} />);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(chips.textContent).toContain('Status: Paid');
    expect(chips.textContent).toContain('Currency: EUR');
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Paid' }));
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).not.toContain('Status');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter Currency: EUR' })),
    );
  });

  it('clears every filter with Clear filters, which then goes, and the focus goes to the first control', async () => {
    const user = userEvent.setup();
    renderInConsole(<SellerFilters initial={filters} />);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' })));
  });

  it('offers no chips and no Clear filters while no filter is in effect', () => {
    renderInConsole(<SellerFilters initial={[]} />);
    expect(screen.getByRole('group', { name: 'Filters' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says it in Dutch', () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    renderInConsole(<SellerFilters initial={filters} />);
    expect(screen.getByRole('button', { name: 'Filters wissen' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Filter Status: Paid verwijderen' })).toBeDefined();
  });
});
