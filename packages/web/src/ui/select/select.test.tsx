import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { Select } from './select.tsx';

const statuses = [
  { value: 'all', label: 'All statuses' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
] as const;

function StatusFilter() {
  const [status, setStatus] = useState<(typeof statuses)[number]['value']>('all');
  return (
    <>
      <Select label="Status" value={status} onValueChange={setStatus} options={statuses} />
      <output>{status}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label that shows the chosen option', () => {
    renderInConsole(<StatusFilter />);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('All statuses');
  });

  it('opens from the keyboard, moves with the arrows and chooses with Enter, then gives the focus back', async () => {
    const user = userEvent.setup();
    renderInConsole(<StatusFilter />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    select.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeDefined();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('failed');
    expect(select.textContent).toContain('Failed');
    expect(document.activeElement).toBe(select);
  });

  it('closes with Escape and keeps what was chosen', async () => {
    const user = userEvent.setup();
    renderInConsole(<StatusFilter />);
    screen.getByRole('combobox', { name: 'Status' }).focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('all');
  });

  it('lists grouped options under their group headings', async () => {
    const user = userEvent.setup();
    renderInConsole(
      <Select
        label="Document"
        value={undefined}
        onValueChange={() => undefined}
        options={[
          { value: 'extract', label: 'Registration extract', group: 'Organization' },
          { value: 'passport', label: 'Passport', group: 'Individual' },
          { value: 'id', label: 'ID card', group: 'Individual' },
        ]}
      />,
    );
    screen.getByRole('combobox', { name: 'Document' }).focus();
    await user.keyboard('{Enter}');
    const groups = await screen.findAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual([
      'OrganizationRegistration extract',
      'IndividualPassportID card',
    ]);
  });
});
