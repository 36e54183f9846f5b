import type { BankLine, BankLineException, Page } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankLinesKeys } from '../../../lib/cache/bank-lines-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { BankLineExceptions } from './bank-line-exceptions.tsx';

const scope = { merchantCode: 'M-ACME', divisionCode: 'D-ACME' };
const lineOf = (code: string, amount: number) =>
  ({ code, amount, currency: 'EUR', settlementDate: '2026-12-01' }) as BankLine;
const page: Page<BankLineException> = {
  elements: [
    { line: lineOf('BL-TWINS', 2_005), reason: 'SEVERAL_CANDIDATES', candidateCount: 2 },
    { line: lineOf('BL-FAR', 5_000), reason: 'OUTSIDE_TOLERANCE', candidateCount: 0 },
  ],
  pageNumber: 0,
  pageSize: 25,
  totalCount: 2,
};

describe('the workbench’s exceptions queue', () => {
  it('shows each line with its reason in words and how many candidates fit it', async () => {
    signInForTests();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(bankLinesKeys.exceptions(scope, { page: 1, pageSize: 25 }), page);
    renderInConsole(
      <QueryClientProvider client={queryClient}>
        <BankLineExceptions scope={scope} />
      </QueryClientProvider>,
      { url: '/bank-integration/workbench' },
    );
    const table = await screen.findByRole('table', { name: 'Exceptions' });
    const twins = within(table).getByRole('row', { name: /BL-TWINS/ });
    expect(twins.textContent).toContain('Several candidates');
    expect(twins.textContent).toContain('2');
    expect(within(table).getByRole('row', { name: /BL-FAR/ }).textContent).toContain('Outside tolerance');
  });
});
