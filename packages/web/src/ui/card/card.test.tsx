import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { Card } from './card.tsx';

describe('Card', () => {
  it('is a region named by its title, with its description and actions', () => {
    renderInConsole(
      <Card title="Balances" description="Per currency" actions={<button type="button">Refresh</button>}>
        figures
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Balances' });
    expect(region.textContent).toContain('Per currency');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('takes the id of its title when given, so a page can point at it', () => {
    renderInConsole(<Card title="Group balance" titleId="home-group-balance" />);
    expect(screen.getByRole('heading', { name: 'Group balance' }).id).toBe('home-group-balance');
    expect(screen.getByRole('region', { name: 'Group balance' }).getAttribute('aria-labelledby')).toBe(
      'home-group-balance',
    );
  });
});
