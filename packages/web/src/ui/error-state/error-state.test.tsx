import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { ErrorState } from './error-state.tsx';

describe('ErrorState', () => {
  it('alerts what failed and calls back when Retry is pressed', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderInConsole(
      <ErrorState title="Error" message="The divisions could not be loaded, please refresh the page" onRetry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The divisions could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no retry without a callback', () => {
    renderInConsole(<ErrorState title="Error" />);
    expect(screen.getByRole('alert').textContent).toBe('Error');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says Retry in Dutch', () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    renderInConsole(<ErrorState title="Fout" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeDefined();
  });
});
