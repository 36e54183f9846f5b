import { z } from 'zod';
import {
  codeSchema,
  currencyCodeSchema,
  emailSchema,
  listOf,
  minorUnitsSchema,
  timestampSchema,
} from '../../primitives.ts';
import { billingMessages as messages } from './billing-messages.ts';

/** Contract status (spec section 4): active, created, expired, error. */
export const feeContractStatuses = ['ACTIVE', 'CREATED', 'EXPIRED', 'ERROR'] as const;
export const feeContractStatusSchema = z.enum(feeContractStatuses);

/** A rate in basis points of an amount: 150 is 1.50 %. */
export const basisPointsSchema = z.int().min(0).max(10_000).describe('Basis points: 150 is 1.50 %');

/**
 * One processing volume tier: the rate for the part of the period's volume up to `upTo` (minor units), above the
 * previous tier's bound; the last tier has no bound ('or more').
 */
export const volumeTierSchema = z
  .object({
    upTo: minorUnitsSchema.positive().nullable().describe("The tier's upper bound; null is 'or more'"),
    rateBasisPoints: basisPointsSchema,
  })
  .meta({ id: 'VolumeTier' });

/** Bounds rise tier by tier and only the last tier is open ('or more'). */
export const volumeTiersSchema = z
  .array(volumeTierSchema)
  .min(1)
  .superRefine((tiers, context) => {
    tiers.forEach((tier, index) => {
      const last = index === tiers.length - 1;
      const previous = tiers[index - 1]?.upTo ?? 0;
      if (last ? tier.upTo !== null : tier.upTo === null || tier.upTo <= previous) {
        context.addIssue({ code: 'custom', path: [index, 'upTo'], message: messages.tiersOutOfOrder });
      }
    });
  });

/** The fees a contract charges, besides its volume tiers: amounts per item in minor units, rates in basis points. */
export const feeContractTermsSchema = z
  .object({
    currency: currencyCodeSchema,
    volumeTiers: volumeTiersSchema,
    platformFee: minorUnitsSchema.min(0).describe('Per settled split'),
    kycIndividualFee: minorUnitsSchema.min(0).describe('Per KYC decision on an individual seller'),
    kycBusinessFee: minorUnitsSchema.min(0).describe('Per KYC decision on an organization seller'),
    kycSellerFee: minorUnitsSchema.min(0).describe('Per seller onboarded'),
    balanceTransferFee: minorUnitsSchema.min(0).describe('Per balance transfer'),
    negativeInterestBasisPoints: basisPointsSchema.describe(
      "Yearly rate on the division's group balance at the period's end, for the period's days",
    ),
    fixedFee: minorUnitsSchema.min(0).describe('Per invoice'),
    vatBasisPoints: basisPointsSchema,
  })
  .meta({ id: 'FeeContractTerms' });

export const feeContractSchema = feeContractTermsSchema
  .extend({
    code: codeSchema,
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    status: feeContractStatusSchema,
    createdBy: emailSchema,
    createdAt: timestampSchema,
  })
  .meta({ id: 'FeeContract' });

/** A new contract: CREATED unless asked to start ACTIVE (refused while the division has an active one). */
export const createFeeContractBodySchema = feeContractTermsSchema
  .extend({ status: z.enum(['CREATED', 'ACTIVE']).default('CREATED') })
  .meta({ id: 'CreateFeeContract' });

export const feeContractListQuerySchema = z
  .object({ status: feeContractStatusSchema.optional(), currency: currencyCodeSchema.optional() })
  .meta({ id: 'FeeContractListQuery' });

export const feeContractListSchema = listOf(feeContractSchema).meta({ id: 'FeeContractList' });

export type FeeContractStatus = z.infer<typeof feeContractStatusSchema>;
export type VolumeTier = z.infer<typeof volumeTierSchema>;
export type FeeContractTerms = z.infer<typeof feeContractTermsSchema>;
export type FeeContract = z.infer<typeof feeContractSchema>;
export type CreateFeeContractBody = z.input<typeof createFeeContractBodySchema>;
