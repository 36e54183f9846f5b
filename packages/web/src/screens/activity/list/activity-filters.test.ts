import { describe, expect, it } from 'vitest';
import { listQueryStateOf, withListQuery } from '../../../ui/filter-bar/list-query-address.ts';
import { activityAddress, activityQueryOf } from './activity-filters.ts';

const scope = { merchantCode: 'M-1', divisionCode: 'D-1' };

describe('the Activity screen’s state in the address', () => {
  it('reads q, or an older link’s filters as the same query, leaving out what is not valid', () => {
    expect(listQueryStateOf(activityAddress, '?q=who:oscar*%20source:cli').text).toBe('who:oscar* source:cli');
    expect(
      listQueryStateOf(
        activityAddress,
        '?merchantCode=M-1&actor=oscar@sandbox.test&entityType=balanceTransfer&entityId=BT-7&action=createBalanceTransfer&source=cli&from=2026-03-01&to=2026-03-05',
      ).text,
    ).toBe(
      'who:oscar@sandbox.test type:balanceTransfer object:BT-7 action:createBalanceTransfer source:CLI ' +
        'when>=2026-03-01 when<=2026-03-05',
    );
    expect(
      listQueryStateOf(activityAddress, '?actor=Oscar%20Smith&source=PHONE&from=2026-03-05&to=2026-03-01').text,
    ).toBe('when>=2026-03-05');
  });

  it('writes the query as q alone and asks the feed for it in the bound division, wider for an admin only', () => {
    expect(withListQuery(activityAddress, '?scope=all&actor=a@b.c&source=API', 'type:invoice').toString()).toBe(
      'scope=all&q=type%3Ainvoice',
    );
    expect(activityQueryOf('?q=type:invoice', false, scope)).toEqual({ ...scope, query: 'type:invoice' });
    expect(activityQueryOf('?source=JOB&scope=merchant', true, scope)).toEqual({
      merchantCode: 'M-1',
      query: 'source:JOB',
    });
    expect(activityQueryOf('?scope=all&q=status:x', false, scope)).toEqual(scope);
    expect(activityQueryOf('?scope=all', true, scope)).toEqual({});
  });
});
