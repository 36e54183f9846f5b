import { describe, expect, it } from 'vitest';
import { configurationChildOf } from './configuration-children.ts';
import { schedulerTypeIn, schedulerTypeOf } from './payouts/scheduler-types.ts';

describe('the configurations addresses', () => {
  it('finds the child on view, also below it, and none for an unknown one', () => {
    expect(configurationChildOf('/configurations/payouts')).toBe('payouts');
    expect(configurationChildOf('/configurations/payouts/scheduler/custom')).toBe('payouts');
    expect(configurationChildOf('/configurations/balanceTransfers')).toBe('balanceTransfers');
    expect(configurationChildOf('/configurations/webhooks')).toBe('webhooks');
    expect(configurationChildOf('/configurations/hosted-onboarding')).toBe('hostedOnboarding');
    expect(configurationChildOf('/configurations/merchant-overview')).toBe('merchantOverview');
    expect(configurationChildOf('/configurations/approval-rules')).toBe('approvalRules');
    expect(configurationChildOf('/configurations/reasons')).toBe('reasons');
    expect(configurationChildOf('/configurations')).toBeUndefined();
    expect(configurationChildOf('/configurations/payoutsx')).toBeUndefined();
  });

  it('reads the scheduler type of scheduler/{type}, and names the saved frequency by its type', () => {
    expect(schedulerTypeIn('/configurations/payouts/scheduler/last-weekday')).toBe('last-weekday');
    expect(schedulerTypeIn('/configurations/payouts/scheduler/never')).toBeUndefined();
    expect(schedulerTypeIn('/configurations/payouts')).toBeUndefined();
    expect(schedulerTypeOf({ preset: 'CUSTOM', every: 3, unit: 'DAYS' })).toBe('custom');
    expect(schedulerTypeOf({ preset: 'EVERY_MONDAY' })).toBe('every-monday');
  });
});
