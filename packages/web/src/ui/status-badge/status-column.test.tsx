import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { statusColumn } from './status-column.tsx';

describe('status column', () => {
  it('shows the badge, exports the status word and is 120 pixels wide unless told', () => {
    const column = statusColumn<{ status: string }>('Status');
    renderInConsole(<div>{column.cell({ status: 'IN_PROGRESS' })}</div>);
    const badge = document.querySelector('.badge');
    expect([badge?.textContent, badge?.getAttribute('data-tone')]).toEqual(['in progress', 'info']);
    expect([column.id, column.header, column.csv?.({ status: 'IN_PROGRESS' }), column.size]).toEqual([
      'status',
      'Status',
      'IN_PROGRESS',
      120,
    ]);
    expect(statusColumn('Status', 150).size).toBe(150);
  });
});
