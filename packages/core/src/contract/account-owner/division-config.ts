import { z } from 'zod';
import { reasonKindSchema, reasonsRequiredSchema } from '../reasons.ts';
import { wireMessages } from '../wire-messages.ts';

/** What merchants may do to their sellers' KYC (spec section 6): nothing, block only, or edit without deciding. */
export const kycPermissions = ['NONE', 'CAN_REJECT', 'CAN_EDIT'] as const;
export const kycPermissionSchema = z.enum(kycPermissions);

/** KYC reliance models (spec section 4); anything but NONE needs a compliance officer's sign-off. */
export const relianceModels = ['NONE', 'IDENTITY_RELIANCE', 'BANK_VALIDATION_RELIANCE', 'FULL_RELIANCE'] as const;
export const relianceModelSchema = z.enum(relianceModels);

/** Payout schedule presets (spec section 9); payouts happen only on non-holiday weekdays. */
export const payoutSchedulePresets = ['EVERY_DAY', 'EVERY_MONDAY', 'LAST_WEEKDAY_OF_MONTH', 'CUSTOM'] as const;
export const payoutIntervalUnits = ['DAYS', 'WEEKS', 'MONTHS'] as const;

export const payoutFrequencySchema = z
  .discriminatedUnion('preset', [
    z.object({ preset: z.literal('EVERY_DAY') }),
    z.object({ preset: z.literal('EVERY_MONDAY') }),
    z.object({ preset: z.literal('LAST_WEEKDAY_OF_MONTH') }),
    z.object({
      preset: z.literal('CUSTOM'),
      every: z.int().min(1),
      unit: z.enum(payoutIntervalUnits),
    }),
  ])
  .meta({ id: 'PayoutFrequency' });

export const payoutSchedulerSchema = z
  .object({
    enabled: z.boolean(),
    frequency: payoutFrequencySchema,
  })
  .meta({ id: 'PayoutScheduler' });

/** The refund period in days, chosen from a selector; it exists only while the payout scheduler is on. */
export const refundPeriodDaysSchema = z.int().min(1).max(365);

/** Webhook types (spec section 4: KYC statuses and payout statuses are reported). */
export const webhookTypes = ['KYC', 'PAYOUTS'] as const;
export const webhookTypeSchema = z.enum(webhookTypes);

export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, wireMessages.missingUrl)
  .pipe(z.url({ protocol: /^https?$/, error: wireMessages.invalidUrl }));

/** One URL per webhook type; null when the division receives no webhook of that type. */
export const webhookUrlsSchema = z
  .object({
    KYC: webhookUrlSchema.nullable(),
    PAYOUTS: webhookUrlSchema.nullable(),
  })
  .meta({ id: 'WebhookUrls' });

export const divisionConfigSchema = z
  .object({
    /** Balance transfers are off until enabled (spec section 9: default off when no value exists). */
    balanceTransfersEnabled: z.boolean(),
    kycPermission: kycPermissionSchema,
    relianceModel: relianceModelSchema,
    /** Government entity: sellers are approved automatically once the required dataset is collected. */
    governmentEntity: z.boolean(),
    payoutScheduler: payoutSchedulerSchema,
    refundPeriodDays: refundPeriodDaysSchema.nullable(),
    webhookUrls: webhookUrlsSchema,
    /** The kinds of change that need a reason in this division (issue 30); none by default. */
    reasonsRequired: z.array(reasonKindSchema),
  })
  .meta({ id: 'DivisionConfig' });

/** A new division's configuration: everything off, payouts every day once the scheduler is turned on. */
export const defaultDivisionConfig: DivisionConfig = {
  balanceTransfersEnabled: false,
  kycPermission: 'NONE',
  relianceModel: 'NONE',
  governmentEntity: false,
  payoutScheduler: { enabled: false, frequency: { preset: 'EVERY_DAY' } },
  refundPeriodDays: null,
  webhookUrls: { KYC: null, PAYOUTS: null },
  reasonsRequired: [],
};

export const complianceSignOffMessage = wireMessages.complianceSignOffNeeded;
export const refundPeriodNeedsSchedulerMessage = wireMessages.refundPeriodNeedsScheduler;

/**
 * PATCH .../config: only the fields sent change. Turning on a reliance model or the government flag needs the
 * compliance officer's sign-off in the same request.
 */
export const divisionConfigPatchSchema = z
  .object({
    balanceTransfersEnabled: z.boolean().optional(),
    kycPermission: kycPermissionSchema.optional(),
    relianceModel: relianceModelSchema.optional(),
    governmentEntity: z.boolean().optional(),
    payoutScheduler: payoutSchedulerSchema.optional(),
    refundPeriodDays: refundPeriodDaysSchema.nullable().optional(),
    webhookUrls: webhookUrlsSchema.partial().optional(),
    reasonsRequired: reasonsRequiredSchema.optional(),
    complianceSignOff: z.boolean().optional(),
  })
  .superRefine((patch, context) => {
    const enablesSignedOffSetting =
      (patch.relianceModel !== undefined && patch.relianceModel !== 'NONE') || patch.governmentEntity === true;
    if (enablesSignedOffSetting && patch.complianceSignOff !== true) {
      context.addIssue({ code: 'custom', path: ['complianceSignOff'], message: complianceSignOffMessage });
    }
    const schedulerTurnedOff = patch.payoutScheduler?.enabled === false;
    if (schedulerTurnedOff && patch.refundPeriodDays != null) {
      context.addIssue({ code: 'custom', path: ['refundPeriodDays'], message: refundPeriodNeedsSchedulerMessage });
    }
  })
  .meta({ id: 'DivisionConfigPatch' });

export type KycPermission = z.infer<typeof kycPermissionSchema>;
export type RelianceModel = z.infer<typeof relianceModelSchema>;
export type PayoutFrequency = z.infer<typeof payoutFrequencySchema>;
export type PayoutScheduler = z.infer<typeof payoutSchedulerSchema>;
export type WebhookType = z.infer<typeof webhookTypeSchema>;
export type WebhookUrls = z.infer<typeof webhookUrlsSchema>;
export type DivisionConfig = z.infer<typeof divisionConfigSchema>;
export type DivisionConfigPatch = z.infer<typeof divisionConfigPatchSchema>;
