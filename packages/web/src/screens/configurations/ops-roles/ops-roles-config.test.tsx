import type { OpsAccount, OpsRole } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { opsAccountsKeys } from '../../../lib/cache/ops-accounts-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { OpsRolesConfig } from './ops-roles-config.tsx';

const accounts: OpsAccount[] = [
  { id: 'demo-admin', email: 'admin@sandbox.test', name: 'Ada Admin', roles: ['admin'] },
  { id: 'demo-wim-viewer', email: 'wim@sandbox.test', name: 'Wim Viewer', roles: ['viewer', 'operator'] },
];

function renderAs(roles: readonly OpsRole[]) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(opsAccountsKeys.list(), accounts);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <OpsRolesConfig />
    </QueryClientProvider>,
    { url: '/configurations/ops-roles', roles },
  );
}

describe('Configurations → Ops roles', () => {
  it('lists each account with its roles; the admin edits only the roles she holds, the others disabled with why', async () => {
    const { user } = renderAs(['admin']);
    const table = await screen.findByRole('table', { name: 'Ops accounts' });
    const wim = within(table).getByRole('row', { name: /Wim Viewer/ });
    expect(wim.textContent).toContain('wim@sandbox.test');
    expect(wim.textContent).toContain('Viewer');
    expect(wim.textContent).toContain('Operator');
    expect(within(wim).getByRole('button', { name: 'End sessions' })).toBeTruthy();
    await user.click(within(wim).getByRole('button', { name: 'Edit roles' }));
    const form = await screen.findByRole('dialog', { name: 'Roles of Wim Viewer' });
    const box = (name: string) => within(form).getByRole('checkbox', { name });
    expect(box('Admin').hasAttribute('disabled')).toBe(false);
    expect(box('Admin').getAttribute('aria-checked')).toBe('false');
    expect(box('Treasury').hasAttribute('disabled')).toBe(true);
    expect(box('Operator').hasAttribute('disabled')).toBe(true);
    expect(box('Operator').getAttribute('aria-checked')).toBe('true');
    expect(within(form).getAllByText('You do not hold this role, so you cannot give it or take it away')).toHaveLength(
      4,
    );
    expect(within(form).getByText('Configurations, merchant users and roles')).toBeTruthy();
  });

  it('shows a viewer the accounts and their roles with nothing to act on', async () => {
    renderAs(['viewer']);
    const table = await screen.findByRole('table', { name: 'Ops accounts' });
    // The roles are answered from memory: one turn of the event loop and they are known.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(table).getByRole('row', { name: /Ada Admin/ })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Edit roles' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'End sessions' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: /Actions/ })).toBeNull();
  });
});
