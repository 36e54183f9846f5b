import type { OrganizationDocumentType, PersonalDocumentType } from '@ops/core/contract';
import { formatIsoDate, utcDay } from '@ops/core/dates';
import type { Random } from './random.ts';
import { type Colour, documentPhotoPng, textPdf } from './sample-files.ts';
import type { DocumentRow, StoredFileRow } from './seed-rows.ts';
import { seedDay } from './seed-size.ts';
import { slug } from './slug.ts';

/** Whose document it is: the seller's code and number (codes derive from it), and when the seller was created. */
export interface DocumentOwner {
  sellerCode: string;
  sellerNumber: string;
  createdAt: Date;
}

export interface DocumentWithFiles {
  document: DocumentRow;
  files: StoredFileRow[];
}

const validityYears: Record<PersonalDocumentType, number> = {
  PASSPORT: 10,
  ID_CARD: 10,
  DRIVING_LICENSE: 10,
  RESIDENCE_PERMIT: 5,
};

const cardColours: Record<PersonalDocumentType, Colour> = {
  PASSPORT: [122, 32, 48],
  ID_CARD: [172, 204, 232],
  DRIVING_LICENSE: [240, 192, 204],
  RESIDENCE_PERMIT: [204, 222, 182],
};

const photoSides: Record<PersonalDocumentType, readonly string[]> = {
  PASSPORT: ['photo-page'],
  ID_CARD: ['front', 'back'],
  DRIVING_LICENSE: ['front', 'back'],
  RESIDENCE_PERMIT: ['front', 'back'],
};

/** Every photo of one document type looks the same: built once. */
const photoCache = new Map<PersonalDocumentType, Uint8Array>();
function documentPhoto(type: PersonalDocumentType): Uint8Array {
  let photo = photoCache.get(type);
  if (!photo) {
    photo = documentPhotoPng(cardColours[type]);
    photoCache.set(type, photo);
  }
  return photo;
}

function addYears(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return formatIsoDate(utcDay(year + years, month - 1, date));
}

function documentNumber(random: Random, type: PersonalDocumentType): string {
  if (type === 'DRIVING_LICENSE') return random.digits(10);
  if (type === 'RESIDENCE_PERMIT') return `${random.letters(1)}${random.digits(8)}`;
  return `${random.letters(2)}${random.letters(2)}${random.digits(5)}`;
}

/** The moment a document was added: a little after its seller was created. */
function addedAt(owner: DocumentOwner, random: Random): Date {
  return new Date(owner.createdAt.getTime() + random.int(60, 3 * 86_400) * 1_000);
}

/** An identity document with its photos; `expired` makes it run out before the seed moment. */
export function personalDocument(
  random: Random,
  owner: DocumentOwner,
  position: number,
  issuerCountry: string,
  options: { expired: boolean; withPhotos: boolean },
): DocumentWithFiles {
  const type = random.weighted<PersonalDocumentType>([
    ['PASSPORT', 40],
    ['ID_CARD', 40],
    ['DRIVING_LICENSE', 15],
    ['RESIDENCE_PERMIT', 5],
  ]);
  const validity = validityYears[type];
  const issuedAt = options.expired
    ? seedDay(-(validity * 365 + random.int(10, 400)))
    : seedDay(-random.int(30, (validity - 1) * 365));
  const code = `DOC-${owner.sellerNumber}-${position}`;
  const createdAt = addedAt(owner, random);
  const photo = documentPhoto(type);
  const files = options.withPhotos
    ? photoSides[type].map(
        (side, index): StoredFileRow => ({
          code: `F-${owner.sellerNumber}-${position}-${index + 1}`,
          documentCode: code,
          fileName: `${slug(type)}-${side}.png`,
          contentType: 'image/png',
          size: photo.byteLength,
          content: photo,
          uploadedAt: createdAt,
        }),
      )
    : [];
  return {
    document: {
      code,
      accountHolderCode: owner.sellerCode,
      kind: 'PERSONAL',
      type,
      number: documentNumber(random, type),
      issuedAt,
      expiresAt: addYears(issuedAt, validity),
      issuerCountry,
      externalReference: random.chance(0.3) ? `doc-${random.digits(8)}` : null,
      createdAt,
    },
    files,
  };
}

export interface CompanyFacts {
  legalName: string;
  registrationNumber: string | null;
  /** ISO 3166-1 alpha-3 of the registering country. */
  country: string;
  city: string;
}

const registrationExtractTitles: Record<string, string> = {
  NLD: 'Uittreksel Handelsregister Kamer van Koophandel',
  BEL: 'Uittreksel Kruispuntbank van Ondernemingen',
  DEU: 'Handelsregisterauszug',
  USA: 'Certificate of Formation',
};

const documentTitles: Record<Exclude<OrganizationDocumentType, 'REGISTRATION_EXTRACT'>, string> = {
  ARTICLES_OF_ASSOCIATION: 'Articles of association',
  SHAREHOLDER_REGISTER: 'Shareholder register',
  PROOF_OF_ADDRESS: 'Proof of address: utility bill',
  OTHER: 'Power of attorney',
};

/** An organization document with its PDF; `withFile: false` leaves the file still to be uploaded. */
export function organizationDocument(
  random: Random,
  owner: DocumentOwner,
  position: number,
  type: OrganizationDocumentType,
  company: CompanyFacts,
  options: { withFile: boolean },
): DocumentWithFiles {
  const code = `DOC-${owner.sellerNumber}-${position}`;
  const createdAt = addedAt(owner, random);
  const extract = type === 'REGISTRATION_EXTRACT';
  const title = extract ? (registrationExtractTitles[company.country] ?? 'Registration extract') : documentTitles[type];
  const issuedAt = extract ? seedDay(-random.int(10, 300)) : seedDay(-random.int(200, 3_000));
  const pdf = textPdf(title, [
    company.legalName,
    company.city,
    company.registrationNumber ? `Registration number ${company.registrationNumber}` : 'Registration number pending',
    `Issued ${issuedAt}`,
  ]);
  return {
    document: {
      code,
      accountHolderCode: owner.sellerCode,
      kind: 'ORGANIZATION',
      type,
      number: extract ? company.registrationNumber : null,
      issuedAt,
      expiresAt: null,
      issuerCountry: company.country,
      externalReference: null,
      createdAt,
    },
    files: options.withFile
      ? [
          {
            code: `F-${owner.sellerNumber}-${position}-1`,
            documentCode: code,
            fileName: `${slug(type)}-${slug(company.legalName)}.pdf`,
            contentType: 'application/pdf',
            size: pdf.byteLength,
            content: pdf,
            uploadedAt: createdAt,
          },
        ]
      : [],
  };
}
