import {
  type AccountHolderStatus,
  accountHolderStatuses,
  type CompanyType,
  companyTypes,
  defaultDivisionConfig,
  type KycStatus,
  type LegalForm,
  type OrganizationDocumentType,
} from '@ops/core/contract';
import type { SellerCountry } from './countries.ts';
import { nextScheduledPayoutDay } from './payout-days.ts';
import { randomPerson } from './people.ts';
import { createRandom, type Random, seedOf } from './random.ts';
import type { PlannedDivision } from './seed-plan.ts';
import type { SellerRows } from './seed-rows.ts';
import { seedMoment } from './seed-size.ts';
import { type DocumentOwner, organizationDocument, personalDocument } from './seller-documents.ts';
import { sellerExternalAccounts } from './seller-external-accounts.ts';
import { sellerUbos } from './seller-ubos.ts';
import { slug } from './slug.ts';

const statusOdds: ReadonlyArray<readonly [AccountHolderStatus, number]> = [
  ['ACTIVE', 55],
  ['IN_PROGRESS', 15],
  ['MISSING_DATA', 15],
  ['FAILED', 8],
  ['REJECTED', 7],
];

const companyTypeOdds: ReadonlyArray<readonly [CompanyType, number]> = [
  ['PRIVATE_COMPANY', 70],
  ['NON_PROFIT', 14],
  ['PUBLIC_COMPANY', 8],
  ['GOVERNMENT_ENTITY', 8],
];

/** The state of the latest KYC check behind each seller status. */
const kycStatusOdds: Record<AccountHolderStatus, ReadonlyArray<readonly [KycStatus, number]>> = {
  ACTIVE: [['PASSED', 1]],
  IN_PROGRESS: [
    ['PENDING', 50],
    ['REVIEW', 35],
    ['EXTERNAL_REVIEW', 15],
  ],
  MISSING_DATA: [['WAITING_DATA', 1]],
  FAILED: [['FAILED', 1]],
  REJECTED: [['REJECTED', 1]],
};

const emailProviders = ['example.com', 'example.net', 'example.org'] as const;

/** The seller number behind every code of a seller's rows: AH-000042, VA-000042, EA-000042-1, ... */
export function sellerNumber(index: number): string {
  return String(index + 1).padStart(6, '0');
}

/**
 * The first ten sellers of each division run through every status, both legal forms and every company type, so
 * even a small division shows each kind; the rest are drawn by realistic odds.
 */
function sellerKind(random: Random, position: number) {
  if (position < 10) {
    const legalForm: LegalForm = position % 2 === 0 ? 'INDIVIDUAL' : 'ORGANIZATION';
    return {
      status: accountHolderStatuses[position % accountHolderStatuses.length] ?? 'ACTIVE',
      legalForm,
      companyType: legalForm === 'ORGANIZATION' ? (companyTypes[(position >> 1) % companyTypes.length] ?? null) : null,
    };
  }
  const legalForm: LegalForm = random.chance(0.6) ? 'INDIVIDUAL' : 'ORGANIZATION';
  return {
    status: random.weighted(statusOdds),
    legalForm,
    companyType: legalForm === 'ORGANIZATION' ? random.weighted(companyTypeOdds) : null,
  };
}

/** Seller number `index` of the plan, in `planned` division: the same index always gives the same rows. */
export function generateSeller(index: number, planned: PlannedDivision, detailShare: number): SellerRows {
  const random = createRandom(seedOf('seller', index));
  const { merchant, division } = planned;
  const config = { ...defaultDivisionConfig, ...division.config };
  const number = sellerNumber(index);
  const code = `AH-${number}`;
  const { status, legalForm, companyType } = sellerKind(random, index - planned.firstSeller);
  const country: SellerCountry = random.weighted(division.sellerCountries);
  const person = randomPerson(random, country);
  const organization = companyType !== null;
  const detailed = random.next() < detailShare;
  const missingData = status === 'MISSING_DATA';
  const createdAt = new Date(seedMoment.getTime() - Math.round(random.next() * division.ageDays * 86_400_000));
  const updatedAt = new Date(
    createdAt.getTime() + Math.round(random.next() * (seedMoment.getTime() - createdAt.getTime())),
  );
  const deletedAt = random.chance(0.03) ? updatedAt : null;

  const legalName = organization
    ? country.companyName(random, companyType, person.lastName, person.address.city)
    : null;
  const name = legalName ?? `${person.firstName} ${person.lastName}`;
  const registrationNumber =
    organization && !(missingData && random.chance(0.5)) ? country.registrationNumber(random) : null;
  const taxNumber = organization
    ? registrationNumber && country.companyTaxNumber(random, registrationNumber)
    : missingData
      ? null
      : country.personalTaxNumber(random, person.dateOfBirth);
  const email = organization
    ? `${random.pick(['info', 'finance', 'admin', 'hello'])}@${slug(name)}.example`
    : `${slug(person.firstName)}.${slug(person.lastName).replaceAll('-', '')}${random.chance(0.3) ? random.int(1, 99) : ''}@${random.pick(emailProviders)}`;
  const withAddress = !(missingData && random.chance(0.5));
  const payoutsMode = config.payoutScheduler.enabled && random.chance(0.7) ? 'SCHEDULED' : 'MANUAL';
  const onboarding = status !== 'ACTIVE' || random.chance(0.1);

  const rows: SellerRows = {
    accountHolder: {
      code,
      merchantCode: merchant.code,
      divisionCode: division.code,
      name,
      email,
      status,
      kycStatus: random.weighted(kycStatusOdds[status]),
      legalForm,
      companyType,
      totalVolumeCurrency: division.currency,
      payoutsMode,
      nextScheduledPayoutDate:
        payoutsMode === 'SCHEDULED' ? nextScheduledPayoutDay(config.payoutScheduler, random) : null,
      hostedOnboardingUrl: onboarding
        ? `https://onboarding.sandbox.test/${division.code.toLowerCase()}/${random.digits(12)}`
        : null,
      legalName,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: missingData && random.chance(0.4) ? null : country.phone(random),
      dateOfBirth: organization || (missingData && random.chance(0.5)) ? null : person.dateOfBirth,
      countryOfBirth: organization ? null : person.countryOfBirth,
      nationality: organization ? null : person.nationality,
      street: withAddress ? person.address.street : null,
      houseNumber: withAddress ? person.address.houseNumber : null,
      houseNumberAddition: withAddress ? person.address.houseNumberAddition : null,
      zipcode: withAddress ? person.address.zipcode : null,
      city: withAddress ? person.address.city : null,
      country: person.address.country,
      registrationNumber,
      taxNumber,
      externalReference: random.chance(0.4) ? `${merchant.code.slice(2, 6).toLowerCase()}-${random.digits(7)}` : null,
      createdAt,
      updatedAt,
      deletedAt,
    },
    virtualAccount: {
      code: `VA-${number}`,
      merchantCode: merchant.code,
      divisionCode: division.code,
      accountHolderCode: code,
      type: 'SELLER',
      displayName: 'Main account',
      currency: division.currency,
      createdAt,
    },
    externalAccounts: [],
    ubos: [],
    documents: [],
    storedFiles: [],
  };

  const banking = sellerExternalAccounts(
    random,
    { code, number, merchantCode: merchant.code, divisionCode: division.code, name, status, organization, createdAt },
    country,
    { withProof: detailed && random.chance(0.5) },
  );
  rows.externalAccounts = banking.accounts;
  rows.storedFiles.push(...banking.files);

  if (!detailed) return rows;
  const owner: DocumentOwner = { sellerCode: code, sellerNumber: number, createdAt };
  // Sellers with missing data have not uploaded their photos or files yet.
  const documents = organization
    ? organizationDocumentSet(random, companyType, missingData).map((type, position) =>
        organizationDocument(
          random,
          owner,
          position + 1,
          type,
          { legalName: name, registrationNumber, country: country.code, city: person.address.city },
          { withFile: !missingData },
        ),
      )
    : [];
  documents.push(
    personalDocument(random, owner, documents.length + 1, person.nationality, {
      expired: status === 'FAILED' && random.chance(0.4),
      withPhotos: !missingData,
    }),
  );
  for (const { document, files } of documents) {
    rows.documents.push(document);
    rows.storedFiles.push(...files);
  }
  if (organization) {
    rows.ubos = sellerUbos(random, { code, number, createdAt, companyType }, country, { complete: !missingData });
  }
  return rows;
}

function organizationDocumentSet(
  random: Random,
  companyType: CompanyType,
  missingData: boolean,
): OrganizationDocumentType[] {
  const types: OrganizationDocumentType[] = ['REGISTRATION_EXTRACT'];
  if (missingData) return types;
  if (random.chance(0.5)) types.push('ARTICLES_OF_ASSOCIATION');
  if ((companyType === 'PRIVATE_COMPANY' || companyType === 'PUBLIC_COMPANY') && random.chance(0.4))
    types.push('SHAREHOLDER_REGISTER');
  if (random.chance(0.3)) types.push('PROOF_OF_ADDRESS');
  if (random.chance(0.05)) types.push('OTHER');
  return types;
}
