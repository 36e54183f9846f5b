import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Switch } from './switch.tsx';

function Settings() {
  const [deleted, setDeleted] = useState(false);
  const [compact, setCompact] = useState(true);
  return (
    <>
      <Checkbox label="Show deleted sellers" checked={deleted} onCheckedChange={setDeleted} />
      <Switch label="Compact rows" checked={compact} onCheckedChange={setCompact} />
    </>
  );
}

describe('Switch and Checkbox', () => {
  it('flip with Space from the keyboard, and are named by their labels', async () => {
    const user = userEvent.setup();
    renderInConsole(<Settings />);
    const toggle = screen.getByRole('switch', { name: 'Compact rows' });
    const box = screen.getByRole('checkbox', { name: 'Show deleted sellers' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(box.getAttribute('aria-checked')).toBe('false');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    box.focus();
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('true');
  });

  it('flip when their label is clicked', async () => {
    const user = userEvent.setup();
    renderInConsole(<Settings />);
    await user.click(screen.getByText('Show deleted sellers'));
    expect(screen.getByRole('checkbox', { name: 'Show deleted sellers' }).getAttribute('aria-checked')).toBe('true');
  });
});
