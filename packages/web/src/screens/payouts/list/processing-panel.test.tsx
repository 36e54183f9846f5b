import type { ProcessReport } from '@ops/core/contract';
import type { PayoutProcessor } from '@ops/core/flows/payout-processing';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPayouts } from '../testing/payouts-test-kit.tsx';
import { ProcessingPanel } from './processing-panel.tsx';
import { processingStore } from './processing-store.ts';

/** A platform stand-in for the flow's seam: the requests named in `refused` fail once, every other is accepted. */
function processorRefusing(refused: Set<string>) {
  const sent: string[][] = [];
  const processor: PayoutProcessor = {
    async process(codes) {
      sent.push([...codes]);
      const items = codes.map((code) => {
        const fails = refused.has(code);
        refused.delete(code);
        return {
          code,
          outcome: fails ? ('FAILED' as const) : ('ACCEPTED' as const),
          status: fails ? ('FAILED' as const) : ('ACCEPTED' as const),
          reason: fails ? 'Not enough confirmed balance' : null,
          payoutCode: fails ? null : 'PO-1',
        };
      });
      const failed = items.filter((item) => item.outcome === 'FAILED').length;
      const report: ProcessReport = {
        total: items.length,
        accepted: items.length - failed,
        failed,
        skipped: 0,
        items,
        readyPayoutCodes: [],
      };
      return report;
    },
    listCodes: async () => [],
  };
  return { processor, sent };
}

/** The panel as the screen holds it: Close hides it, Show processing brings it back. */
function Closable() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show processing
      </button>
      <ProcessingPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

afterEach(() => processingStore.dismiss());

describe('processing panel', () => {
  it("shows the outcome per request, '{n} of {t} requests have failed', and retries only the failed ones", async () => {
    const { user } = renderPayouts(<ProcessingPanel open onClose={() => {}} />, '/payouts/requests');
    const { processor, sent } = processorRefusing(new Set(['PR-2', 'PR-4']));
    act(() => {
      processingStore.start(processor, { codes: ['PR-1', 'PR-2', 'PR-3', 'PR-4', 'PR-5'] });
    });
    const panel = await screen.findByRole('region', { name: 'Processing payout requests' });
    expect((await within(panel).findByRole('alert')).textContent).toBe('2 of 5 requests have failed');
    expect(within(panel).getByRole('status').textContent).toContain('Processed 5 of 5');
    const outcomes = within(within(panel).getByRole('list', { name: 'Outcome per request' })).getAllByRole('listitem');
    expect(outcomes.map((item) => item.textContent)).toEqual([
      'PR-1 accepted',
      'PR-2 failed: Not enough confirmed balance',
      'PR-3 accepted',
      'PR-4 failed: Not enough confirmed balance',
      'PR-5 accepted',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Retry failed requests' }));
    expect(await within(panel).findByText('Every request went through: 5 accepted, 0 not waiting.')).toBeTruthy();
    expect(sent.at(-1)).toEqual(['PR-2', 'PR-4']);
  });

  it("says 'There was an error server-side' when a call gets no answer", async () => {
    const processor: PayoutProcessor = {
      process: async () => {
        throw new Error('no answer');
      },
      listCodes: async () => [],
    };
    renderPayouts(<ProcessingPanel open onClose={() => {}} />, '/payouts/requests');
    act(() => {
      processingStore.start(processor, { codes: ['PR-1', 'PR-2'] });
    });
    const summary = await screen.findByRole('alert');
    expect([...summary.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'There was an error server-side',
      '2 of 2 requests have failed',
    ]);
  });

  it('hides on Close while the run goes on, and shows it again as it stands', async () => {
    const processor: PayoutProcessor = {
      process: (_codes, _key, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      listCodes: async () => [],
    };
    const { user } = renderPayouts(<Closable />, '/payouts/requests');
    act(() => {
      processingStore.start(processor, { codes: ['PR-1', 'PR-2', 'PR-3'] });
    });
    const panel = await screen.findByRole('region', { name: 'Processing payout requests' });
    expect(within(panel).getByRole('button', { name: 'Stop' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Processing payout requests' })).toBeNull();
    expect(processingStore.current()?.progress().phase).toBe('processing');
    await user.click(screen.getByRole('button', { name: 'Show processing' }));
    const again = await screen.findByRole('region', { name: 'Processing payout requests' });
    expect(within(again).getByText('Processed 0 of 3', { exact: false })).toBeTruthy();
  });
});
