import type { PayoutProcessingProgress } from '@ops/core/flows/payout-processing';
import { i18nObject } from '@ops/locales';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './processing-report.ts';
import { etaOf, ProcessingView } from './processing-view.tsx';

const progress = (done: number, failed: number, rate: number): PayoutProcessingProgress => ({
  phase: 'processing',
  total: 40,
  done,
  accepted: done - failed,
  failed,
  skipped: 0,
  rate,
  items: [],
  summary: undefined,
});

describe('the bulk processing view', () => {
  it('fills the bar as requests are answered and shows done, failed, rate and ETA', () => {
    const t = i18nObject('en');
    const view = render(<ProcessingView t={t} progress={progress(10, 2, 5)} color={false} />);
    const [bar, line] = (view.lastFrame() ?? '').split('\n');
    expect(bar).toBe(`${'█'.repeat(8)}${'░'.repeat(22)}`);
    expect(line).toBe('10/40 done · 2 failed · 5 req/s · ETA 0:06');
    view.rerender(<ProcessingView t={t} progress={progress(40, 2, 8)} color={false} />);
    expect(view.lastFrame()).toContain('█'.repeat(30));
    expect(view.lastFrame()).toContain('40/40 done · 2 failed · 8 req/s · ETA 0:00');
  });

  it('speaks Dutch when asked', () => {
    const view = render(<ProcessingView t={i18nObject('nl')} progress={progress(0, 0, 0)} color={false} />);
    expect(view.lastFrame()).toContain('0/40 klaar · 0 mislukt · 0 verz./s · nog –');
  });

  it('gives no ETA before the rate is known, and minutes and seconds after', () => {
    expect(etaOf({ total: 1_000, done: 0, rate: 0 })).toBe('–');
    expect(etaOf({ total: 1_000, done: 100, rate: 10 })).toBe('1:30');
  });

  it('reports every request with its outcome as CSV', () => {
    const csv = reportCsv(i18nObject('en'), [
      { code: 'PR-1', state: 'accepted', status: 'ACCEPTED', reason: null, payoutCode: 'PO-1' },
      {
        code: 'PR-2',
        state: 'failed',
        status: 'FAILED',
        reason: 'Insufficient balance, seller has 1, needs 2',
        payoutCode: null,
      },
    ]);
    expect(csv).toBe(
      'code,outcome,status,reason,payoutCode\r\nPR-1,accepted,ACCEPTED,,PO-1\r\nPR-2,failed,FAILED,"Insufficient balance, seller has 1, needs 2",\r\n',
    );
  });
});
