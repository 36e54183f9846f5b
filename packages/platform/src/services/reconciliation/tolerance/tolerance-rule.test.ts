import { runAction, setToleranceRuleAction } from '@ops/core/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { divisionOf } from '../workbench/testing/workbench-kit.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let other: PayoutDivision;
let ops: ReturnType<typeof opsActionContext>;

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 1 });
  other = await kit.division({ sellers: 1 });
  ops = opsActionContext(kit.platform, { token: await kit.platform.tokenFor(opsEmail), email: opsEmail }, shop);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const ruleOf = (division: PayoutDivision) =>
  ops.clients.reconciliation.getToleranceRule({ params: divisionOf(division) });

describe('a division’s tolerance rule', () => {
  it('is exact amounts on the same day until one is set', async () => {
    expect(await ruleOf(shop)).toEqual({
      ...divisionOf(shop),
      amountMinor: null,
      amountPercent: null,
      dateWindowDays: 0,
      updatedBy: null,
      updatedAt: null,
    });
  });

  it('is set by the action, kept per division, and audited with what it was before', async () => {
    const set = await runAction(setToleranceRuleAction, ops, {
      amountMinor: 50,
      amountPercent: 0.25,
      dateWindowDays: 3,
    });
    expect(set).toMatchObject({ amountMinor: 50, amountPercent: 0.25, dateWindowDays: 3, updatedBy: opsEmail });
    expect(await ruleOf(shop)).toEqual(set);
    expect((await ruleOf(other)).amountMinor).toBeNull();

    // Only what is given changes: the percent cleared, the rest kept.
    const changed = await runAction(setToleranceRuleAction, ops, { amountPercent: null });
    expect(changed).toMatchObject({ amountMinor: 50, amountPercent: null, dateWindowDays: 3 });

    const trail = await ops.clients.audit.listAuditEvents({
      params: { entityType: 'toleranceRule', entityId: shop.divisionCode },
    });
    expect(trail.elements.map((entry) => [entry.before, entry.after])).toEqual([
      [set, changed],
      [null, set],
    ]);
  });

  it.each([
    ['a negative amount', { amountMinor: -1, amountPercent: null, dateWindowDays: 0 }, 'amountMinor'],
    ['a percent with three decimals', { amountMinor: null, amountPercent: 0.125, dateWindowDays: 0 }, 'amountPercent'],
    ['a percent over 10', { amountMinor: null, amountPercent: 12, dateWindowDays: 0 }, 'amountPercent'],
    ['a window over a month', { amountMinor: null, amountPercent: null, dateWindowDays: 32 }, 'dateWindowDays'],
    ['half a day', { amountMinor: null, amountPercent: null, dateWindowDays: 1.5 }, 'dateWindowDays'],
  ])('refuses %s naming the field, and changes nothing', async (_what, body, field) => {
    const before = await ruleOf(shop);
    await expect(ops.clients.reconciliation.setToleranceRule({ params: divisionOf(shop), body })).rejects.toMatchObject(
      { status: 400, error: { details: [expect.objectContaining({ field })] } },
    );
    expect(await ruleOf(shop)).toEqual(before);
  });

  it('is not found for a division of another merchant, and refused to a viewer', async () => {
    const body = { amountMinor: 10, amountPercent: null, dateWindowDays: 1 };
    await expect(
      ops.clients.reconciliation.setToleranceRule({
        params: { merchantCode: other.merchantCode, divisionCode: shop.divisionCode },
        body,
      }),
    ).rejects.toMatchObject({ status: 404 });
    const viewer = opsActionContext(
      kit.platform,
      { token: await kit.platform.tokenFor('viewer@sandbox.test'), email: 'viewer@sandbox.test' },
      shop,
    );
    const before = await ruleOf(shop);
    await expect(
      viewer.clients.reconciliation.setToleranceRule({ params: divisionOf(shop), body }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await ruleOf(shop)).toEqual(before);
  });
});
