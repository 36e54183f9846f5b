import {
  accountHolders,
  documents,
  externalAccounts,
  storedFiles,
  ubos,
  virtualAccounts,
} from '../../db/schema/index.ts';
import { insertMissingRows } from '../bulk-insert.ts';
import type { PlannedDivision, SeedPlan } from '../seed-plan.ts';
import type { SellerRows } from '../seed-rows.ts';
import { generateSeller } from '../seller-generator.ts';
import type { SeedStep } from './seed-step.ts';

/** Sellers per transaction: large enough for few round trips, small enough to keep each transaction short. */
const sellersPerBatch = 1_000;

function divisionOf(plan: SeedPlan, index: number): PlannedDivision {
  const planned = plan.divisions.find(
    (candidate) => index >= candidate.firstSeller && index < candidate.firstSeller + candidate.sellers,
  );
  if (!planned) throw new RangeError(`seller ${index} is in no division of the plan`);
  return planned;
}

function generateBatch(plan: SeedPlan, first: number, count: number): SellerRows[] {
  const batch: SellerRows[] = [];
  let planned = divisionOf(plan, first);
  for (let index = first; index < first + count; index += 1) {
    if (index >= planned.firstSeller + planned.sellers) planned = divisionOf(plan, index);
    batch.push(generateSeller(index, planned, plan.detailShare));
  }
  return batch;
}

/** The sellers with their identities, virtual accounts (zero balances), bank accounts, UBOs and documents. */
export const sellersStep: SeedStep = {
  name: 'sellers',
  async run(database, plan, progress) {
    for (let first = 0; first < plan.sellerTotal; first += sellersPerBatch) {
      const batch = generateBatch(plan, first, Math.min(sellersPerBatch, plan.sellerTotal - first));
      await database.transaction(async (tx) => {
        await insertMissingRows(
          tx,
          accountHolders,
          batch.map((seller) => seller.accountHolder),
        );
        await insertMissingRows(
          tx,
          virtualAccounts,
          batch.map((seller) => seller.virtualAccount),
        );
        await insertMissingRows(
          tx,
          externalAccounts,
          batch.flatMap((seller) => seller.externalAccounts),
        );
        await insertMissingRows(
          tx,
          ubos,
          batch.flatMap((seller) => seller.ubos),
        );
        await insertMissingRows(
          tx,
          documents,
          batch.flatMap((seller) => seller.documents),
        );
        await insertMissingRows(
          tx,
          storedFiles,
          batch.flatMap((seller) => seller.storedFiles),
        );
      });
      progress(first + batch.length, plan.sellerTotal);
    }
  },
};
