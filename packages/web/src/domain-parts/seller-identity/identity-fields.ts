import type { Identity, IdentityInput } from '@ops/core/contract';

/** The identity's own text fields, in the order the tab shows and edits them (spec section 3). */
export const identityTextFields = [
  'legalName',
  'firstName',
  'lastName',
  'phone',
  'dateOfBirth',
  'countryOfBirth',
  'nationality',
  'registrationNumber',
  'taxNumber',
  'externalReference',
] as const;
export type IdentityTextField = (typeof identityTextFields)[number];

export const addressFields = ['street', 'houseNumber', 'houseNumberAddition', 'zipcode', 'city', 'country'] as const;
export type AddressField = (typeof addressFields)[number];

/** A UBO's text fields (spec section 3), in the order the list shows and the form asks them. */
export const uboTextFields = [
  'legalName',
  'firstName',
  'lastName',
  'nationality',
  'externalReference',
  'dateOfBirth',
  'countryOfResidence',
  'city',
  'state',
  'street',
  'houseNumber',
  'zipcode',
  'socialSecurityNumber',
] as const;

export type IdentityDraft = Record<IdentityTextField | AddressField, string>;

export function draftOf(identity: Identity): IdentityDraft {
  const draft = {} as IdentityDraft;
  for (const field of identityTextFields) draft[field] = identity[field] ?? '';
  for (const field of addressFields) draft[field] = identity.address[field] ?? '';
  return draft;
}

const fieldValue = (text: string) => (text.trim() === '' ? null : text.trim());

/** Only what changed: a cleared field becomes null, an unchanged one is left out. */
export function identityPatch(identity: Identity, draft: IdentityDraft): IdentityInput {
  const patch: IdentityInput = {};
  for (const field of identityTextFields) {
    if (fieldValue(draft[field]) !== identity[field]) patch[field] = fieldValue(draft[field]);
  }
  const address: NonNullable<IdentityInput['address']> = {};
  for (const field of addressFields) {
    if (fieldValue(draft[field]) !== identity.address[field]) address[field] = fieldValue(draft[field]);
  }
  if (Object.keys(address).length > 0) patch.address = address;
  return patch;
}
