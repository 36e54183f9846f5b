import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';

const options = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'RECONCILED', label: 'Reconciled' },
  { value: 'CANCELLED', label: 'Cancelled' },
] as const;

function StatusFilter() {
  const [values, setValues] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup legend="Status" options={options} values={values} onValuesChange={setValues} />
      <output>{values.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend whose ticked choices come back in the order of the options', async () => {
    const user = userEvent.setup();
    renderInConsole(<StatusFilter />);
    const group = screen.getByRole('group', { name: 'Status' });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Cancelled' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    expect(screen.getByRole('status').textContent).toBe('PENDING,CANCELLED');
    expect(screen.getByRole('checkbox', { name: 'Pending' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    expect(screen.getByRole('status').textContent).toBe('CANCELLED');
    expect(screen.getByRole('checkbox', { name: 'Pending' }).getAttribute('aria-checked')).toBe('false');
  });
});
