import { sampleFiles } from '../../account-owner/testing/account-owner-test-kit.ts';

/** The page's form as a phone would send it, with a photo of the passport. */
export function filledForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    lang: 'en',
    firstName: 'Jan',
    lastName: 'de Vries',
    dateOfBirth: '1985-04-12',
    nationality: 'nld',
    street: 'Keizersgracht',
    houseNumber: '12',
    zipcode: '1015 CX',
    city: 'Amsterdam',
    country: 'NLD',
    accountName: 'J. de Vries',
    iban: 'GB33 BUKB 2020 1555 5555 55',
    currency: 'GBP',
    documentType: 'PASSPORT',
    documentNumber: 'NX1234567',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.append('documentFiles', sampleFiles.jpeg());
  return form;
}
