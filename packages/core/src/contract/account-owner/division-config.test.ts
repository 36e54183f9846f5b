import { describe, expect, it } from 'vitest';
import {
  complianceSignOffMessage,
  defaultDivisionConfig,
  divisionConfigPatchSchema,
  divisionConfigSchema,
  refundPeriodNeedsSchedulerMessage,
} from './division-config.ts';

const messagesOf = (patch: unknown) =>
  divisionConfigPatchSchema.safeParse(patch).error?.issues.map((issue) => issue.message);

describe('division configuration', () => {
  it('starts with balance transfers off and nothing enabled', () => {
    expect(divisionConfigSchema.parse(defaultDivisionConfig)).toMatchObject({
      balanceTransfersEnabled: false,
      relianceModel: 'NONE',
      governmentEntity: false,
      payoutScheduler: { enabled: false },
    });
  });

  it('needs compliance sign-off to enable a reliance model or the government flag', () => {
    expect(messagesOf({ relianceModel: 'FULL_RELIANCE' })).toEqual([complianceSignOffMessage]);
    expect(messagesOf({ governmentEntity: true })).toEqual([complianceSignOffMessage]);
    expect(messagesOf({ relianceModel: 'FULL_RELIANCE', complianceSignOff: true })).toBeUndefined();
    expect(messagesOf({ relianceModel: 'NONE', governmentEntity: false })).toBeUndefined();
  });

  it('refuses a refund period while turning the payout scheduler off', () => {
    const scheduler = { enabled: false, frequency: { preset: 'EVERY_MONDAY' } };
    expect(messagesOf({ payoutScheduler: scheduler, refundPeriodDays: 14 })).toEqual([
      refundPeriodNeedsSchedulerMessage,
    ]);
    expect(messagesOf({ payoutScheduler: { ...scheduler, enabled: true }, refundPeriodDays: 14 })).toBeUndefined();
  });

  it('takes a custom payout frequency in days, weeks or months', () => {
    const custom = (every: number, unit: string) => ({
      payoutScheduler: { enabled: true, frequency: { preset: 'CUSTOM', every, unit } },
    });
    expect(messagesOf(custom(2, 'WEEKS'))).toBeUndefined();
    expect(messagesOf(custom(0, 'WEEKS'))).toHaveLength(1);
    expect(messagesOf(custom(2, 'YEARS'))).toHaveLength(1);
  });

  it("says 'Missing URL' for an empty webhook URL", () => {
    expect(messagesOf({ webhookUrls: { KYC: '  ' } })).toEqual(['Missing URL']);
    expect(divisionConfigPatchSchema.parse({ webhookUrls: { PAYOUTS: 'https://hooks.example.com/payouts' } })).toEqual({
      webhookUrls: { PAYOUTS: 'https://hooks.example.com/payouts' },
    });
  });
});
