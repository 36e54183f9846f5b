import type { ToleranceRule } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { divisionsKeys } from '../../../lib/cache/divisions-keys.ts';
import { type ConsoleTestOptions, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { readDraft } from './tolerance-rule-draft.ts';
import { ToleranceRulesConfig } from './tolerance-rules-config.tsx';

const scope = { merchantCode: 'M-ACME', divisionCode: 'D-ACME' };
const rule: ToleranceRule = {
  ...scope,
  amountMinor: 50,
  amountPercent: 0.25,
  dateWindowDays: 3,
  updatedBy: 'admin@sandbox.test',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

function renderChild(shown: ToleranceRule, roles?: ConsoleTestOptions['roles']) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(divisionsKeys.toleranceRule(scope), shown);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <ToleranceRulesConfig scope={scope} />
    </QueryClientProvider>,
    { url: '/configurations/tolerance-rules', ...(roles ? { roles } : {}) },
  );
}

describe('Configurations → Tolerance rules', () => {
  it('shows the rule with who changed it last, and refuses each box that breaks the rules without sending', async () => {
    renderChild(rule);
    const form = await screen.findByRole('form', { name: 'Tolerance rules' });
    expect(within(form).getByText('Last changed by admin@sandbox.test on 01/12/2026')).toBeTruthy();
    // The rule holds for both sides of auto-reconciliation.
    expect(
      screen.getByText(/a bank line and a payout batch or item, a PSP settlement line and a transaction/),
    ).toBeTruthy();
    const box = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(box('Amount tolerance (minor units)').value).toBe('50');
    expect(box('Amount tolerance (% of the line)').value).toBe('0.25');
    expect(box('Date window (days either side)').value).toBe('3');

    fireEvent.change(box('Amount tolerance (minor units)'), { target: { value: '-5' } });
    fireEvent.change(box('Amount tolerance (% of the line)'), { target: { value: '0.125' } });
    fireEvent.change(box('Date window (days either side)'), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('A whole number from 0 to 100000')).toBeTruthy();
    expect(within(form).getByText('A percent from 0 to 10 with at most two decimals')).toBeTruthy();
    expect(within(form).getByText('A whole number from 0 to 31')).toBeTruthy();
    expect(within(form).queryByText('Failed to update the tolerance rule')).toBeNull();
  });

  it('says a division without a rule matches exactly, and offers no Save to a viewer', async () => {
    renderChild(
      { ...rule, amountMinor: null, amountPercent: null, dateWindowDays: 0, updatedBy: null, updatedAt: null },
      ['viewer'],
    );
    const form = await screen.findByRole('form', { name: 'Tolerance rules' });
    expect(within(form).getByText('No rule yet: amounts must agree exactly, on the same day.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('reads empty amount boxes as no tolerance that way and a Dutch comma as the decimal point', () => {
    expect(readDraft({ amountMinor: '', amountPercent: '0,5', dateWindowDays: ' 2 ' })).toEqual({
      body: { amountMinor: null, amountPercent: 0.5, dateWindowDays: 2 },
    });
  });
});
