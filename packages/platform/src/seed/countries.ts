import type { CompanyType } from '@ops/core/contract';
import { randomIban, randomRoutingNumber, randomUsAccountNumber, type SepaCountry } from './bank-accounts.ts';
import type { Random } from './random.ts';
import { americanBrandWords, americanTrades, brandEndings, brandWords, trades } from './vocabulary/companies.ts';
import { americanNames, belgianNames, dutchNames, germanNames, type PersonNames } from './vocabulary/person-names.ts';
import {
  americanCities,
  americanStreets,
  belgianCities,
  belgianStreets,
  type City,
  dutchCities,
  dutchStreets,
  germanCities,
  germanStreets,
} from './vocabulary/places.ts';

/** A bank account as the external account rows need it: an IBAN, or a US account and routing number. */
export type BankAccount =
  | { type: 'IBAN'; iban: string; paymentMethod: 'SEPA' }
  | { type: 'ACCOUNT_NUMBER'; accountNumber: string; routingNumber: string; paymentMethod: 'ACH' | 'WIRE' };

/** What the demo data of people and companies living in one country looks like. */
export interface SellerCountry {
  /** ISO 3166-1 alpha-3, as the contract carries countries. */
  code: string;
  currency: 'EUR' | 'USD';
  names: PersonNames;
  cities: readonly City[];
  streets: readonly string[];
  emailDomain: string;
  /** Nationalities of the people living there, the country's own first and most often. */
  nationalities: ReadonlyArray<readonly [string, number]>;
  zipcode(random: Random, city: City): string;
  phone(random: Random): string;
  registrationNumber(random: Random): string;
  personalTaxNumber(random: Random, dateOfBirth: string): string;
  companyTaxNumber(random: Random, registrationNumber: string): string;
  companyName(random: Random, companyType: CompanyType, familyName: string, city: string): string;
  bankAccount(random: Random): BankAccount;
}

const municipalDepartments = ['Parkeerbeheer', 'Sportbedrijf', 'Bibliotheek', 'Markten', 'Cultuur', 'Havenbedrijf'];

const dutchBrand = (random: Random) => `${random.pick(brandWords)}${random.pick(brandEndings)}`;

const sepaAccount =
  (country: SepaCountry) =>
  (random: Random): BankAccount => ({ type: 'IBAN', iban: randomIban(random, country), paymentMethod: 'SEPA' });

/** A Dutch citizen service number (BSN): nine digits that pass the eleven test. */
function dutchBsn(random: Random): string {
  for (;;) {
    const digits = `${random.int(1, 9)}${random.digits(8)}`;
    const sum = [...digits].reduce(
      (total, digit, position) => total + Number(digit) * (position === 8 ? -1 : 9 - position),
      0,
    );
    if (sum % 11 === 0) return digits;
  }
}

export const netherlands: SellerCountry = {
  code: 'NLD',
  currency: 'EUR',
  names: dutchNames,
  cities: dutchCities,
  streets: dutchStreets,
  emailDomain: 'example.nl',
  nationalities: [
    ['NLD', 85],
    ['BEL', 2],
    ['DEU', 3],
    ['POL', 3],
    ['TUR', 3],
    ['MAR', 2],
    ['SUR', 2],
  ],
  zipcode: (random, city) => `${random.int(city.zipFrom, city.zipTo)} ${random.letters(2)}`,
  phone: (random) => `+31 6 ${random.digits(8)}`,
  registrationNumber: (random) => `${random.int(1, 9)}${random.digits(7)}`,
  personalTaxNumber: (random) => dutchBsn(random),
  companyTaxNumber: (random) => `NL${random.digits(9)}B01`,
  companyName(random, companyType, familyName, city) {
    if (companyType === 'GOVERNMENT_ENTITY') return `Gemeente ${city} ${random.pick(municipalDepartments)}`;
    if (companyType === 'NON_PROFIT') return `Stichting ${dutchBrand(random)}`;
    if (companyType === 'PUBLIC_COMPANY') return `${dutchBrand(random)} Holding N.V.`;
    return random.chance(0.5) ? `${random.pick(trades)} ${familyName} B.V.` : `${dutchBrand(random)} B.V.`;
  },
  bankAccount: sepaAccount('NL'),
};

export const belgium: SellerCountry = {
  code: 'BEL',
  currency: 'EUR',
  names: belgianNames,
  cities: belgianCities,
  streets: belgianStreets,
  emailDomain: 'example.be',
  nationalities: [
    ['BEL', 88],
    ['NLD', 5],
    ['FRA', 4],
    ['ITA', 3],
  ],
  zipcode: (random, city) => String(random.int(city.zipFrom, city.zipTo)),
  phone: (random) => `+32 4${random.int(60, 99)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`,
  // Enterprise number (KBO): a leading zero or one, then nine digits.
  registrationNumber: (random) => `0${random.digits(3)}.${random.digits(3)}.${random.digits(3)}`,
  personalTaxNumber(random, dateOfBirth) {
    // National register number: birth date, a sequence number and 97 minus the first nine digits modulo 97.
    const [year = '', month = '', day = ''] = dateOfBirth.split('-');
    const body = `${year.slice(2)}${month}${day}${random.digits(3)}`;
    const base = Number(year) >= 2000 ? Number(`2${body}`) : Number(body);
    const check = String(97 - (base % 97)).padStart(2, '0');
    return `${body.slice(0, 2)}.${body.slice(2, 4)}.${body.slice(4, 6)}-${body.slice(6)}.${check}`;
  },
  companyTaxNumber: (_random, registrationNumber) => `BE${registrationNumber.replaceAll('.', '')}`,
  companyName(random, companyType, familyName, city) {
    if (companyType === 'GOVERNMENT_ENTITY') return `Stad ${city} ${random.pick(municipalDepartments)}`;
    if (companyType === 'NON_PROFIT') return `${dutchBrand(random)} vzw`;
    if (companyType === 'PUBLIC_COMPANY') return `${dutchBrand(random)} NV`;
    return `${random.pick(trades)} ${familyName} BV`;
  },
  bankAccount: sepaAccount('BE'),
};

export const germany: SellerCountry = {
  code: 'DEU',
  currency: 'EUR',
  names: germanNames,
  cities: germanCities,
  streets: germanStreets,
  emailDomain: 'example.de',
  nationalities: [
    ['DEU', 88],
    ['TUR', 4],
    ['POL', 4],
    ['AUT', 2],
    ['NLD', 2],
  ],
  zipcode: (random, city) => String(random.int(city.zipFrom, city.zipTo)).padStart(5, '0'),
  phone: (random) => `+49 1${random.int(51, 79)} ${random.digits(8)}`,
  registrationNumber: (random) => `HRB ${random.int(10_000, 299_999)}`,
  personalTaxNumber: (random) => `${random.int(1, 9)}${random.digits(10)}`,
  companyTaxNumber: (random) => `DE${random.int(1, 3)}${random.digits(8)}`,
  companyName(random, companyType, familyName, city) {
    if (companyType === 'GOVERNMENT_ENTITY') return `Stadt ${city} Bürgerservice`;
    if (companyType === 'NON_PROFIT') return `${random.pick(brandWords)}freunde e.V.`;
    if (companyType === 'PUBLIC_COMPANY') return `${familyName} Handel AG`;
    return `${familyName} ${random.pick(['Handel', 'Werkstatt', 'Manufaktur', 'Versand'])} GmbH`;
  },
  bankAccount: sepaAccount('DE'),
};

export const unitedStates: SellerCountry = {
  code: 'USA',
  currency: 'USD',
  names: americanNames,
  cities: americanCities,
  streets: americanStreets,
  emailDomain: 'example.com',
  nationalities: [
    ['USA', 92],
    ['MEX', 4],
    ['CAN', 4],
  ],
  zipcode: (random, city) => String(random.int(city.zipFrom, city.zipTo)).padStart(5, '0'),
  // 555-01xx numbers are reserved for fiction.
  phone: (random) => `+1 ${random.int(201, 989)}-555-01${random.digits(2)}`,
  // An Employer Identification Number.
  registrationNumber: (random) => `${random.int(10, 98)}-${random.digits(7)}`,
  personalTaxNumber: (random) => `${random.int(100, 665)}-${random.digits(2)}-${random.digits(4)}`,
  companyTaxNumber: (_random, registrationNumber) => registrationNumber,
  companyName(random, companyType, familyName, city) {
    if (companyType === 'GOVERNMENT_ENTITY') return `City of ${city} Parks Department`;
    if (companyType === 'NON_PROFIT') return `${random.pick(americanBrandWords)} Community Foundation`;
    if (companyType === 'PUBLIC_COMPANY') return `${random.pick(americanBrandWords)} Brands Inc.`;
    return `${random.chance(0.5) ? familyName : random.pick(americanBrandWords)} ${random.pick(americanTrades)} LLC`;
  },
  bankAccount: (random) => ({
    type: 'ACCOUNT_NUMBER',
    accountNumber: randomUsAccountNumber(random),
    routingNumber: randomRoutingNumber(random),
    paymentMethod: random.chance(0.85) ? 'ACH' : 'WIRE',
  }),
};
