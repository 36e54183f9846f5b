import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button (not a submit) unless told, and runs its action', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    renderInConsole(
      <form onSubmit={() => pressed('submitted')}>
        <Button onClick={() => pressed('clicked')}>Refresh</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(pressed.mock.calls).toEqual([['clicked']]);
  });

  it('is disabled and says it is busy while its action runs, keeping its name', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    renderInConsole(
      <Button variant="primary" busy onClick={pressed}>
        Request payout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Request payout' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(pressed).not.toHaveBeenCalled();
  });
});
