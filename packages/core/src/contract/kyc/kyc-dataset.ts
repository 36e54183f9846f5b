import type { Identity } from '../account-owner/identity.ts';

const filled = (...values: Array<string | null>) => values.every((value) => value !== null && value.trim() !== '');

/**
 * Whether a seller's required KYC dataset is collected: the name and birth details (an individual) or the
 * legal name and registration number (an organization), the whole address and at least one document. A division
 * flagged as a government entity approves its sellers automatically once this holds (spec section 4).
 */
export function isKycDatasetComplete(identity: Identity): boolean {
  const { street, houseNumber, zipcode, city, country } = identity.address;
  const addressComplete = filled(street, houseNumber, zipcode, city, country);
  if (identity.type === 'ORGANIZATION') {
    return (
      addressComplete &&
      filled(identity.legalName, identity.registrationNumber) &&
      identity.documents.organization.length > 0
    );
  }
  return (
    addressComplete &&
    filled(identity.firstName, identity.lastName, identity.dateOfBirth, identity.nationality) &&
    identity.documents.personal.length > 0
  );
}
