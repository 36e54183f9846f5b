import type { AuditEvent, Page } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyKeys } from '../../lib/cache/history-keys.ts';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { HistoryPanel } from './history-panel.tsx';

const subject = { domain: 'sellers', entityType: 'accountHolder', entityId: 'AH-1' } as const;

const event = (id: number, fields: Partial<AuditEvent>): AuditEvent => ({
  id,
  actor: 'ops@sandbox.test',
  action: 'updateDivisionAccountHolder',
  entityType: 'accountHolder',
  entityId: 'AH-1',
  before: null,
  after: null,
  at: '2026-03-01T10:15:00.000Z',
  merchantCode: 'M-1',
  divisionCode: 'D-1',
  source: 'WEB',
  reason: null,
  ...fields,
});

const page = (elements: AuditEvent[], pageNumber: number, totalCount: number): Page<AuditEvent> => ({
  elements,
  pageNumber,
  pageSize: 10,
  totalCount,
});

function renderPanel(pages?: Page<AuditEvent>[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (pages) {
    queryClient.setQueryData(historyKeys.trail(subject.domain, subject.entityType, subject.entityId), {
      pages,
      pageParams: pages.map((_, index) => index + 1),
    });
  }
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <HistoryPanel {...subject} />
    </QueryClientProvider>,
  );
}

describe('the History panel', () => {
  it('shows each event newest first: when, who, the action as code and each changed field before and after', () => {
    renderPanel([
      page(
        [
          event(2, {
            actor: 'anna@sandbox.test',
            at: '2026-03-02T08:30:00.000Z',
            before: { name: 'Bakkerij de Vries', email: 'a@vries.test', address: { city: 'Utrecht' } },
            after: { name: 'Bakkerij de Vries B.V.', email: 'a@vries.test', address: { city: 'Delft' } },
            source: 'CLI',
            reason: 'Name change seen in the Chamber of Commerce extract',
          }),
          event(1, { action: 'createAccountHolder', after: { name: 'Bakkerij de Vries', email: 'a@vries.test' } }),
        ],
        1,
        2,
      ),
    ]);
    const panel = screen.getByRole('region', { name: 'History' });
    const [latest, first] = panel.querySelectorAll<HTMLElement>('li.history-event');
    expect(latest?.textContent).toContain('02-03-2026 08:30');
    expect(latest?.textContent).toContain('by anna@sandbox.test');
    expect(within(latest ?? panel).getByText('updateDivisionAccountHolder').tagName).toBe('CODE');
    expect(latest?.textContent).toContain('name: Bakkerij de Vries → Bakkerij de Vries B.V.');
    expect(latest?.textContent).toContain('address: {"city":"Utrecht"} → {"city":"Delft"}');
    expect(latest?.textContent).not.toContain('email');
    expect(latest?.textContent).toContain('via CLI');
    expect(latest?.textContent).toContain('Reason: Name change seen in the Chamber of Commerce extract');
    expect(first?.textContent).toContain('via Web');
    expect(first?.textContent).not.toContain('Reason');
    expect(first?.textContent).toContain('Created with');
    expect(first?.textContent).toContain('name: Bakkerij de Vries');
    expect(within(panel).getByText('2 of 2 changes')).toBeDefined();
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers "Show more" while older events remain', () => {
    renderPanel([page([event(12, { before: { name: 'A' }, after: { name: 'B' } })], 1, 11)]);
    expect(screen.getByText('1 of 11 changes')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDefined();
  });

  it('says there is no history yet, in Dutch too', () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    renderPanel([page([], 1, 0)]);
    const panel = screen.getByRole('region', { name: 'Geschiedenis' });
    expect(within(panel).getByRole('status').textContent).toContain('Nog geen geschiedenis');
  });

  it('shows skeletons while it loads, then the failure with a retry when the platform does not answer', async () => {
    renderPanel();
    expect(screen.getByLabelText('Loading history').getAttribute('aria-busy')).toBe('true');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('The history could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
