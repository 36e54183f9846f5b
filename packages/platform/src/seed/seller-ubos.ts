import type { CompanyType } from '@ops/core/contract';
import type { SellerCountry } from './countries.ts';
import { randomAddress, randomPerson } from './people.ts';
import type { Random } from './random.ts';
import type { UboRow } from './seed-rows.ts';

/** How many owners each kind of organization declares: a holding company is itself an organization UBO. */
const uboCounts: Record<CompanyType, readonly [number, number]> = {
  PRIVATE_COMPANY: [1, 3],
  PUBLIC_COMPANY: [1, 2],
  NON_PROFIT: [1, 2],
  // Without owners, the senior managing official is declared.
  GOVERNMENT_ENTITY: [1, 1],
};

/**
 * The ultimate beneficial owners of an organization seller, created with it. `complete: false` leaves out what a
 * seller with missing data has not given yet.
 */
export function sellerUbos(
  random: Random,
  seller: { code: string; number: string; createdAt: Date; companyType: CompanyType },
  country: SellerCountry,
  options: { complete: boolean },
): UboRow[] {
  const [fewest, most] = uboCounts[seller.companyType];
  const count = random.int(fewest, most);
  return Array.from({ length: count }, (_, index): UboRow => {
    const code = `UBO-${seller.number}-${index + 1}`;
    const createdAt = new Date(seller.createdAt.getTime() + (index + 1) * 60_000);
    const holding = seller.companyType === 'PUBLIC_COMPANY' && index === 0 && random.chance(0.5);
    if (holding) {
      const address = randomAddress(random, country);
      return {
        code,
        accountHolderCode: seller.code,
        type: 'ORGANIZATION',
        legalName: `${random.pick(country.names.lastNames)} Beheer ${country.code === 'USA' ? 'Inc.' : 'B.V.'}`,
        countryOfResidence: address.country,
        state: address.state,
        city: address.city,
        street: address.street,
        houseNumber: address.houseNumber,
        zipcode: address.zipcode,
        createdAt,
      };
    }
    const person = randomPerson(random, country);
    const complete = options.complete || index > 0;
    return {
      code,
      accountHolderCode: seller.code,
      type: 'INDIVIDUAL',
      firstName: person.firstName,
      lastName: person.lastName,
      nationality: person.nationality,
      dateOfBirth: complete ? person.dateOfBirth : null,
      countryOfResidence: person.address.country,
      state: person.address.state,
      city: complete ? person.address.city : null,
      street: complete ? person.address.street : null,
      houseNumber: complete ? person.address.houseNumber : null,
      zipcode: complete ? person.address.zipcode : null,
      socialSecurityNumber: complete ? country.personalTaxNumber(random, person.dateOfBirth) : null,
      externalReference: random.chance(0.25) ? `ubo-${random.digits(6)}` : null,
      createdAt,
    };
  });
}
