import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { StatusBadge } from './status-badge.tsx';

const badges = () =>
  [...document.querySelectorAll('.badge')].map((badge) => [badge.textContent, badge.getAttribute('data-tone')]);

describe('status badge', () => {
  it("shows core's badge text in core's tone colour", () => {
    renderInConsole(
      <>
        <StatusBadge status="IN_PROGRESS" />
        <StatusBadge status="paid" />
        <StatusBadge status="PARTIALLY_FAILED" />
        <StatusBadge status="MISSING_DATA" />
        <StatusBadge status="SOMETHING_NEW" />
      </>,
    );
    expect(badges()).toEqual([
      ['in progress', 'info'],
      ['paid', 'success'],
      ['partially failed', 'danger'],
      ['missing data', 'warning'],
      ['something new', 'neutral'],
    ]);
  });

  it("colours EXTERNAL_REVIEW as the spec's pending 'EXTERNAL REVIEW', not grey", () => {
    renderInConsole(<StatusBadge status="EXTERNAL_REVIEW" />);
    expect(badges()).toEqual([['external review', 'info']]);
  });

  it("says 'no available info' without a status, in the user's language", () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    renderInConsole(<StatusBadge status={null} />);
    expect(screen.getByText('geen informatie beschikbaar').getAttribute('data-tone')).toBe('neutral');
  });
});
