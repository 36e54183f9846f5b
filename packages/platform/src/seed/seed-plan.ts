import { type DemoDivision, type DemoMerchant, demoMerchants } from './demo-merchants.ts';
import { generatedMerchants } from './generated-merchants.ts';
import type { DemoDataSize } from './seed-size.ts';

/** A division with the run of seller numbers it gets: sellers `firstSeller` to `firstSeller + sellers - 1`. */
export interface PlannedDivision {
  merchant: DemoMerchant;
  division: DemoDivision;
  firstSeller: number;
  sellers: number;
}

/** Everything one size seeds, decided before a row is written. */
export interface SeedPlan {
  size: DemoDataSize;
  merchants: readonly DemoMerchant[];
  divisions: readonly PlannedDivision[];
  sellerTotal: number;
  /**
   * The share of sellers with UBOs, documents and account proofs beyond what their status needs: all of them in
   * small; a few percent in large, where they would only slow the seeding down.
   */
  detailShare: number;
}

const largeSellerTotal = 100_000;
const largeGeneratedMerchants = 995;

export function seedPlan(size: DemoDataSize): SeedPlan {
  const demoSellers = demoMerchants
    .flatMap((merchant) => merchant.divisions)
    .reduce((sum, division) => sum + division.sellerCount[size], 0);
  const merchants =
    size === 'small'
      ? demoMerchants
      : [...demoMerchants, ...generatedMerchants(largeGeneratedMerchants, largeSellerTotal - demoSellers)];
  const divisions: PlannedDivision[] = [];
  let firstSeller = 0;
  for (const merchant of merchants) {
    for (const division of merchant.divisions) {
      const sellers = division.sellerCount[size];
      divisions.push({ merchant, division, firstSeller, sellers });
      firstSeller += sellers;
    }
  }
  return { size, merchants, divisions, sellerTotal: firstSeller, detailShare: size === 'small' ? 1 : 0.03 };
}
