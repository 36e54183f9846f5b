import type { ErrorDetail } from '@ops/core/contract';
import {
  type AccountHolderPatch,
  currencyCodeSchema,
  ibanInputSchema,
  identityInputSchema,
  type LegalForm,
  maxUploadBytes,
  type OrganizationDocumentType,
  organizationDocumentTypes,
  type PersonalDocumentType,
  personalDocumentTypes,
} from '@ops/core/contract';
import { ApiProblem } from '../../../http/api-problem.ts';
import { checkRequestText, maxTextBytes } from '../../../http/request-text-guard.ts';
import { type CheckedUpload, checkUpload } from '../../account-owner/upload-check.ts';

/** The currencies a seller may be paid out in; EUR first, the others only through this page (spec section 5). */
export const payoutCurrencies = ['EUR', 'GBP', 'USD', 'CHF', 'DKK', 'SEK', 'NOK', 'PLN', 'CZK'] as const;

export type FormErrorKey =
  | 'required'
  | 'invalidIban'
  | 'invalidDate'
  | 'invalidCountry'
  | 'invalidPhone'
  | 'noDocument'
  | 'fileRefused'
  | 'controlCharacters'
  | 'textTooLong';

/** The fields of the page for a seller of this legal form, in order, each with whether it must be filled. */
export function identityFields(legalForm: LegalForm) {
  return legalForm === 'INDIVIDUAL'
    ? ([
        ['firstName', true],
        ['lastName', true],
        ['dateOfBirth', true],
        ['nationality', true],
        ['phone', false],
      ] as const)
    : ([
        ['legalName', true],
        ['registrationNumber', true],
        ['taxNumber', false],
        ['phone', false],
      ] as const);
}

export const addressFields = [
  ['street', true],
  ['houseNumber', true],
  ['houseNumberAddition', false],
  ['zipcode', true],
  ['city', true],
  ['country', true],
] as const;

export type FieldName =
  | ReturnType<typeof identityFields>[number][0]
  | (typeof addressFields)[number][0]
  | 'accountName'
  | 'iban'
  | 'currency'
  | 'documentType'
  | 'documentNumber'
  | 'documentExpiresAt'
  | 'documentFiles';

export function documentTypesFor(legalForm: LegalForm): readonly (PersonalDocumentType | OrganizationDocumentType)[] {
  return legalForm === 'INDIVIDUAL' ? personalDocumentTypes : organizationDocumentTypes;
}

export interface OnboardingSubmission {
  patch: AccountHolderPatch;
  bankAccount: { displayName: string; iban: string; currency: string };
  document: { type: PersonalDocumentType | OrganizationDocumentType; number: string | null; expiresAt: string | null };
  files: CheckedUpload[];
}

export type FormReading =
  | { ok: true; submission: OnboardingSubmission; values: Record<string, string> }
  | { ok: false; errors: Partial<Record<FieldName, FormErrorKey>>; values: Record<string, string> };

const errorOfField: Partial<Record<FieldName, FormErrorKey>> = {
  dateOfBirth: 'invalidDate',
  documentExpiresAt: 'invalidDate',
  nationality: 'invalidCountry',
  country: 'invalidCountry',
  phone: 'invalidPhone',
};

/**
 * The page's form read and checked with the API's text checks (no control characters, the byte cap) and the
 * contract's own rules (identity, IBAN checksum, currency, uploads by their bytes). Answers the submission, or each field's problem with what was typed, to show the form again.
 */
export async function readOnboardingForm(form: FormData, legalForm: LegalForm): Promise<FormReading> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value.trim();
  const errors: Partial<Record<FieldName, FormErrorKey>> = {};
  // The API's own text checks first: no control character, no text over its byte cap, in any field.
  const textProblems: ErrorDetail[] = [];
  checkRequestText(values, 'body', textProblems);
  for (const { field } of textProblems) {
    const value = values[field] ?? '';
    errors[field as FieldName] = Buffer.byteLength(value) > maxTextBytes ? 'textTooLong' : 'controlCharacters';
    values[field] = ''; // never shown again: the form is refilled with what may be shown
  }
  const filled = (name: FieldName) => values[name] || undefined;
  for (const [name, required] of [...identityFields(legalForm), ...addressFields]) {
    if (required && !filled(name)) errors[name] ??= 'required';
  }
  const { address, identity } = {
    address: Object.fromEntries(addressFields.map(([name]) => [name, filled(name)])),
    identity: Object.fromEntries(identityFields(legalForm).map(([name]) => [name, filled(name)])),
  };
  const parsedIdentity = identityInputSchema.safeParse({
    ...identity,
    address: { ...address, country: address.country?.toUpperCase() },
    ...(identity.nationality ? { nationality: identity.nationality.toUpperCase() } : {}),
  });
  if (!parsedIdentity.success) {
    for (const issue of parsedIdentity.error.issues) {
      const field = issue.path.at(-1) as FieldName;
      errors[field] ??= errorOfField[field] ?? 'required';
    }
  }

  if (!filled('accountName')) errors.accountName ??= 'required';
  const iban = ibanInputSchema.safeParse(values.iban ?? '');
  if (!filled('iban')) errors.iban ??= 'required';
  else if (!iban.success) errors.iban = 'invalidIban';
  const currency = currencyCodeSchema.safeParse(values.currency);
  if (!currency.success || !(payoutCurrencies as readonly string[]).includes(currency.data))
    errors.currency = 'required';

  const documentType = documentTypesFor(legalForm).find((type) => type === values.documentType);
  if (!documentType) errors.documentType = 'required';
  const expiresAt = filled('documentExpiresAt');
  if (expiresAt && !/^\d{4}-\d{2}-\d{2}$/.test(expiresAt)) errors.documentExpiresAt = 'invalidDate';
  const files = await readFiles(form.getAll('documentFiles'));
  if (files === 'refused') errors.documentFiles = 'fileRefused';
  else if (files.length === 0) errors.documentFiles = 'noDocument';

  if (
    Object.keys(errors).length > 0 ||
    textProblems.length > 0 ||
    !parsedIdentity.success ||
    !iban.success ||
    files === 'refused'
  ) {
    return { ok: false, errors, values };
  }
  const { address: parsedAddress, ...parsedRest } = parsedIdentity.data;
  return {
    ok: true,
    values,
    submission: {
      patch: { identity: { ...parsedRest, address: parsedAddress } },
      bankAccount: { displayName: values.accountName ?? '', iban: iban.data, currency: values.currency ?? 'EUR' },
      document: {
        type: documentType as PersonalDocumentType | OrganizationDocumentType,
        number: filled('documentNumber') ?? null,
        expiresAt: expiresAt ?? null,
      },
      files: files as CheckedUpload[],
    },
  };
}

async function readFiles(entries: ReturnType<FormData['getAll']>): Promise<CheckedUpload[] | 'refused'> {
  const files = entries.filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
  if (files.some((file) => file.size > maxUploadBytes)) return 'refused';
  try {
    return await Promise.all(files.map((file) => checkUpload(file, 'documentFiles')));
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 400) return 'refused';
    throw error;
  }
}
