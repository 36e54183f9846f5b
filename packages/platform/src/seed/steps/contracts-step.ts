import type { VolumeTier } from '@ops/core/contract';
import { feeContracts } from '../../db/schema/index.ts';
import { insertMissingRows } from '../bulk-insert.ts';
import { daysBeforeSeed } from '../seed-size.ts';
import type { SeedStep } from './seed-step.ts';

const divisionsPerBatch = 2_000;
const createdBy = 'ops@sandbox.test';

/** The tiers of a demo contract: lower rates for more volume, cheaper for every later generation. */
function volumeTiers(discount: number): VolumeTier[] {
  return [
    { upTo: 1_000_000, rateBasisPoints: 180 - discount },
    { upTo: 10_000_000, rateBasisPoints: 140 - discount },
    { upTo: null, rateBasisPoints: 110 - discount },
  ];
}

/**
 * The contracts: every demo division has the EUR contract it started on, expired, and the one that replaced it,
 * active since halfway through its life; each fourth division's active contract is cheaper.
 */
export const contractsStep: SeedStep = {
  name: 'contracts',
  async run(database, plan, progress) {
    for (let start = 0; start < plan.divisions.length; start += divisionsPerBatch) {
      const batch = plan.divisions.slice(start, start + divisionsPerBatch);
      await database.transaction((tx) =>
        insertMissingRows(
          tx,
          feeContracts,
          batch.flatMap(({ merchant, division }, index) => {
            const owner = { merchantCode: merchant.code, divisionCode: division.code, currency: 'EUR', createdBy };
            const fees = {
              platformFee: 10,
              kycIndividualFee: 150,
              kycBusinessFee: 450,
              kycSellerFee: 50,
              balanceTransferFee: 25,
              negativeInterestBasisPoints: 50,
              fixedFee: 2_500,
              vatBasisPoints: 2_100,
            };
            return [
              {
                ...owner,
                ...fees,
                code: `CT-${division.code}-1`,
                status: 'EXPIRED' as const,
                volumeTiers: volumeTiers(0),
                createdAt: daysBeforeSeed(division.ageDays),
              },
              {
                ...owner,
                ...fees,
                code: `CT-${division.code}-2`,
                status: 'ACTIVE' as const,
                volumeTiers: volumeTiers((start + index) % 4 === 0 ? 20 : 10),
                createdAt: daysBeforeSeed(division.ageDays / 2),
              },
            ];
          }),
        ),
      );
      progress(Math.min(start + divisionsPerBatch, plan.divisions.length), plan.divisions.length);
    }
  },
};
