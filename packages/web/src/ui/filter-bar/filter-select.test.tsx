import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../testing/choose-option.ts';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { FilterSelect } from './filter-select.tsx';

function StatusFilter() {
  const [status, setStatus] = useState<'PAID' | 'FAILED' | undefined>(undefined);
  return (
    <>
      <FilterSelect<'PAID' | 'FAILED'>
        label="Status"
        anyLabel="Any status"
        value={status}
        options={[
          { value: 'PAID', label: 'Paid' },
          { value: 'FAILED', label: 'Failed' },
        ]}
        onChange={setStatus}
      />
      <output>{status ?? 'none'}</output>
    </>
  );
}

describe('FilterSelect', () => {
  it('offers any first, then the values; any clears the filter', async () => {
    const user = userEvent.setup();
    renderInConsole(<StatusFilter />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.textContent).toContain('Any status');
    await chooseOption(user, select, 'Failed');
    expect(screen.getByRole('status').textContent).toBe('FAILED');
    await chooseOption(user, select, 'Any status');
    expect(screen.getByRole('status').textContent).toBe('none');
  });
});
