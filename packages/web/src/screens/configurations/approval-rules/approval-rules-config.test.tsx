import type { ApprovalRule } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvalRulesKeys } from '../../../lib/cache/approval-rules-keys.ts';
import { chooseOption } from '../../../testing/choose-option.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { ApprovalRulesConfig } from './approval-rules-config.tsx';

const scope = { merchantCode: 'M-ACME', divisionCode: 'D-ACME' };
const rule: ApprovalRule = {
  code: 'RULE-1',
  ...scope,
  name: 'Large transfers',
  actionKinds: ['BALANCE_TRANSFER', 'MANUAL_PAYOUT_REQUEST'],
  join: 'ANY',
  conditions: [
    { kind: 'AMOUNT_AT_LEAST', currency: 'EUR', amount: 100_000 },
    { kind: 'SOURCE', sources: ['CLI', 'API'] },
  ],
  approvers: 2,
  expiresInDays: 7,
  enabled: true,
  createdBy: 'ops@sandbox.test',
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

function renderChild() {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(approvalRulesKeys.list(scope), [rule]);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <ApprovalRulesConfig scope={scope} />
    </QueryClientProvider>,
    { url: '/configurations/approval-rules' },
  );
}

describe('Configurations → Approval rules', () => {
  it('shows each rule with what it holds, its conditions in words and its approvers', async () => {
    renderChild();
    const table = await screen.findByRole('table', { name: 'Approval rules' });
    const row = within(table).getByRole('row', { name: /Large transfers/ });
    expect(row.textContent).toContain('Balance transfer, Manual payout request');
    expect(row.textContent).toContain('amount at or above €1,000.00 or started from CLI, API');
    expect(row.textContent).toContain('2 approvers');
  });

  it('refuses an incomplete rule field by field, and sends nothing', async () => {
    const { user } = renderChild();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const form = await screen.findByRole('dialog', { name: 'Add approval rule' });
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).getByText('Required')).toBeTruthy();
    expect(within(form).getByText('Choose at least one action')).toBeTruthy();

    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Name', 'Big CLI payouts');
    await user.click(within(form).getByLabelText('Manual payout request'));
    await user.click(within(form).getByRole('button', { name: 'Add condition' }));
    type('Currency', 'eu');
    type('Amount at or above, in minor units', '10.5');
    type('Days a request waits before it expires', '45');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).queryByText('Required')).toBeNull();
    expect(within(form).getByText('Enter a three-letter currency code, such as EUR')).toBeTruthy();
    expect(within(form).getByText('Invalid Amount')).toBeTruthy();
    expect(within(form).getByText('Value Too High')).toBeTruthy();

    await chooseOption(user, within(form).getByRole('combobox', { name: 'Condition 1' }), 'Started from');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).getByText('Choose at least one source')).toBeTruthy();
    // Nothing was sent: the dialog is still open, with no failure from the platform.
    expect(screen.getByRole('dialog', { name: 'Add approval rule' })).toBeTruthy();
    expect(within(form).queryByText(/Failed to add the approval rule/)).toBeNull();
  }, 20_000);
});
