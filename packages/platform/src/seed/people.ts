import type { SellerCountry } from './countries.ts';
import type { Random } from './random.ts';
import { seedDay } from './seed-size.ts';

export interface PostalAddress {
  street: string;
  houseNumber: string;
  houseNumberAddition: string | null;
  zipcode: string;
  city: string;
  /** US addresses only. */
  state: string | null;
  /** ISO 3166-1 alpha-3. */
  country: string;
}

export interface Person {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  nationality: string;
  countryOfBirth: string;
  address: PostalAddress;
}

const dutchAdditions = ['A', 'B', 'C', 'bis', 'hs', '1-hoog', '2'] as const;

export function randomAddress(random: Random, country: SellerCountry): PostalAddress {
  const city = random.pick(country.cities);
  const american = country.code === 'USA';
  const addition = random.chance(0.15) ? (american ? `Apt ${random.int(1, 40)}` : random.pick(dutchAdditions)) : null;
  return {
    street: random.pick(country.streets),
    houseNumber: String(american ? random.int(100, 9_800) : random.int(1, 240)),
    houseNumberAddition: addition,
    zipcode: country.zipcode(random, city),
    city: city.name,
    state: city.state ?? null,
    country: country.code,
  };
}

/** An adult living in `country`; most have its nationality and were born there. */
export function randomPerson(random: Random, country: SellerCountry): Person {
  const nationality = random.weighted(country.nationalities);
  const ageDays = random.int(19 * 365, 78 * 365);
  return {
    firstName: random.pick(country.names.firstNames),
    lastName: random.pick(country.names.lastNames),
    dateOfBirth: seedDay(-ageDays),
    nationality,
    countryOfBirth: random.chance(0.9) ? nationality : country.code,
    address: randomAddress(random, country),
  };
}
