import type { AccountHolderDetails } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { signInForTests } from '../../../../app/session/signed-in-for-tests.ts';
import { type ConsoleTestRender, renderInConsole } from '../../../../testing/console-test-harness.tsx';

/**
 * Renders a seller form in the console, signed in, with a query cache, bound to a division; nothing answers its
 * calls.
 */
export function renderSellerForm(ui: ReactNode): ConsoleTestRender {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const merchant = sampleMerchant('Holland Goods');
  const divisionCode = merchant.divisions[0]?.code ?? '';
  return renderInConsole(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    merchants: [merchant],
    url: `/sellers/AH-1/identity?merchantCode=${merchant.code}&divisionCode=${divisionCode}`,
  });
}

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
