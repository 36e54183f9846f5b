import { belgium, germany, netherlands, unitedStates } from './countries.ts';
import type { DemoDivision, DemoMerchant } from './demo-merchants.ts';
import { createRandom, seedOf } from './random.ts';
import { slug } from './slug.ts';
import { marketplaceCategories, marketplaceWords } from './vocabulary/companies.ts';
import { dutchCities } from './vocabulary/places.ts';

const divisionSuffixes = ['Online', 'Zakelijk', 'België', 'Outlet', 'Tweedehands'] as const;

/**
 * The marketplaces of the large dataset beside the demo merchants, so merchant search and the seller list are
 * measured against a platform of realistic size. Names are unique: the n-th merchant takes the n-th combination
 * of word, category and city in a fixed shuffled order. `sellerTotal` sellers are spread over their divisions.
 */
export function generatedMerchants(count: number, sellerTotal: number): DemoMerchant[] {
  const combinations = marketplaceWords.length * marketplaceCategories.length * dutchCities.length;
  if (count > combinations) throw new RangeError(`at most ${combinations} generated merchants`);
  const merchants: DemoMerchant[] = [];
  const weights: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const random = createRandom(seedOf('merchant', index));
    // 7919 is prime and does not divide the number of combinations: each index gets its own combination.
    let combination = (index * 7919) % combinations;
    const word = marketplaceWords[combination % marketplaceWords.length];
    combination = Math.floor(combination / marketplaceWords.length);
    const category = marketplaceCategories[combination % marketplaceCategories.length];
    const city = dutchCities[Math.floor(combination / marketplaceCategories.length)]?.name;
    const displayName = `${word} ${category} ${city}`;
    const code = `M-${slug(displayName).toUpperCase()}`;
    const american = random.chance(0.03);
    const ageDays = random.int(30, 1_800);
    const divisionCount = random.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ]);
    const divisions: DemoDivision[] = Array.from({ length: divisionCount }, (_, position) => {
      weights.push(random.int(1, 100));
      return {
        code: `D-${code.slice(2)}-${position + 1}`,
        displayName: position === 0 ? displayName : `${displayName} ${divisionSuffixes[position - 1]}`,
        description: '',
        kycTier: random.pick(['LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'] as const),
        currency: american ? 'USD' : 'EUR',
        sellerCountries: american
          ? [[unitedStates, 1]]
          : [
              [netherlands, 85],
              [belgium, 10],
              [germany, 5],
            ],
        config: {
          balanceTransfersEnabled: random.chance(0.3),
          payoutScheduler: { enabled: random.chance(0.5), frequency: { preset: 'EVERY_DAY' } },
        },
        sellerCount: { small: 0, large: 0 },
        ageDays: Math.max(1, ageDays - position * random.int(0, 200)),
      };
    });
    merchants.push({
      code,
      displayName,
      description: `${category} from sellers around ${city}`,
      defaultKycTier: 'ADVANCED_KYC',
      countryCode: american ? 'USA' : 'NLD',
      ageDays,
      divisions,
    });
  }
  spreadSellers(merchants, weights, sellerTotal);
  return merchants;
}

/** Gives each division its share of `total` by weight; the rounding remainder goes to the first ones. */
function spreadSellers(merchants: DemoMerchant[], weights: number[], total: number): void {
  const divisions = merchants.flatMap((merchant) => merchant.divisions);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / weightTotal));
  let remainder = total - shares.reduce((sum, share) => sum + share, 0);
  divisions.forEach((division, position) => {
    const extra = remainder > 0 ? 1 : 0;
    remainder -= extra;
    division.sellerCount = { small: 0, large: (shares[position] ?? 0) + extra };
  });
}
