import type { AccountHolderDetails } from '@ops/core/contract';

/** A seller as the platform answers it, for forms that show one. */
export function sampleSeller(overrides: Partial<AccountHolderDetails> = {}): AccountHolderDetails {
  return {
    code: 'AH-1',
    merchantCode: 'M-1',
    divisionCode: 'D-1',
    name: 'Bakkerij de Vries',
    email: 'info@devries.example',
    status: 'ACTIVE',
    kycStatus: 'PASSED',
    externalAccountStatus: 'ACTIVE',
    legalForm: 'INDIVIDUAL',
    companyType: null,
    totalVolume: { amount: 125_000, currency: 'EUR' },
    payoutsConfiguration: { mode: 'MANUAL', nextScheduledDate: null },
    hostedOnboardingUrl: null,
    deleted: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    balances: [
      {
        code: 'VA-1',
        displayName: 'Bakkerij de Vries EUR',
        currency: 'EUR',
        type: 'SELLER',
        confirmedBalance: 5_000,
        pendingBalance: 700,
        payoutBalance: 0,
      },
    ],
    identity: {
      type: 'INDIVIDUAL',
      legalName: null,
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'info@devries.example',
      phone: null,
      dateOfBirth: '1990-02-03',
      countryOfBirth: 'NLD',
      nationality: 'NLD',
      address: {
        street: 'Dorpsstraat',
        houseNumber: '1',
        houseNumberAddition: null,
        zipcode: '1234 AB',
        city: 'Utrecht',
        country: 'NLD',
      },
      registrationNumber: null,
      taxNumber: null,
      externalReference: null,
      ubos: [],
      documents: { personal: [], organization: [] },
    },
    ...overrides,
  };
}
