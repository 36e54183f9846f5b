import { describe, expect, it } from 'vitest';
import { configurationChildOf, listedChildren } from './configuration-children.ts';
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
    expect(configurationChildOf('/configurations/tolerance-rules')).toBe('toleranceRules');
    expect(configurationChildOf('/configurations/reasons')).toBe('reasons');
    expect(configurationChildOf('/configurations/ops-roles')).toBe('opsRoles');
    expect(configurationChildOf('/configurations/jobs')).toBe('jobs');
    expect(configurationChildOf('/configurations')).toBeUndefined();
    expect(configurationChildOf('/configurations/payoutsx')).toBeUndefined();
  });

  it('lists Ops roles and Jobs to the admin only, and to nobody while the roles are not known', () => {
    const ids = (roles: Parameters<typeof listedChildren>[0]) => listedChildren(roles).map(({ id }) => id);
    expect(ids(['admin'])).toContain('opsRoles');
    expect(ids(['viewer', 'operator', 'treasury', 'approver'])).not.toContain('opsRoles');
    expect(ids(undefined)).not.toContain('opsRoles');
    expect(ids(['admin'])).toContain('jobs');
    expect(ids(['viewer', 'operator', 'treasury', 'approver'])).not.toContain('jobs');
    expect(ids(['viewer'])).toContain('users');
  });

  it('reads the scheduler type of scheduler/{type}, and names the saved frequency by its type', () => {
    expect(schedulerTypeIn('/configurations/payouts/scheduler/last-weekday')).toBe('last-weekday');
    expect(schedulerTypeIn('/configurations/payouts/scheduler/never')).toBeUndefined();
    expect(schedulerTypeIn('/configurations/payouts')).toBeUndefined();
    expect(schedulerTypeOf({ preset: 'CUSTOM', every: 3, unit: 'DAYS' })).toBe('custom');
    expect(schedulerTypeOf({ preset: 'EVERY_MONDAY' })).toBe('every-monday');
  });
});
