import type { Acquirer } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { AcquirerSummary } from './acquirer-summary.tsx';

function renderSummary(acquirers: Acquirer[]) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(pspReportsKeys.acquirers(), acquirers);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <AcquirerSummary />
    </QueryClientProvider>,
  );
}

const adyen: Acquirer = {
  provider: 'ADYEN',
  name: 'Adyen',
  integrations: 1,
  reports: 2,
  lines: 5,
  unmatchedLines: 2,
  lastImportedAt: '2026-12-03T08:00:00.000Z',
};

describe('the acquirers above the PSP integration list', () => {
  it('says what was imported of each acquirer, how much is unmatched and when it last came in', async () => {
    renderSummary([adyen]);
    const summary = await screen.findByRole('definition');
    expect(screen.getByText('Adyen')).toBeTruthy();
    expect(summary.textContent).toBe('1 integration, 2 reports, 5 lines, 2 unmatched · last import 03/12/2026');
  });

  it('says when nothing was imported yet', async () => {
    renderSummary([{ ...adyen, integrations: 0, reports: 0, lines: 0, unmatchedLines: 0, lastImportedAt: null }]);
    const list = await screen.findByLabelText('Acquirers');
    expect(within(list).getByRole('definition').textContent).toBe(
      '0 integrations, 0 reports, 0 lines, 0 unmatched · nothing imported yet',
    );
  });
});
