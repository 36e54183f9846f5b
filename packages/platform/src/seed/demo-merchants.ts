import type { DivisionConfig, KycTier, MerchantCountryCode } from '@ops/core/contract';
import { belgium, germany, netherlands, type SellerCountry, unitedStates } from './countries.ts';
import type { DemoDataSize } from './seed-size.ts';

/** A division of the demo data: its row, its configuration and how many sellers it gets in each size. */
export interface DemoDivision {
  code: string;
  displayName: string;
  description: string;
  kycTier: KycTier;
  currency: 'EUR' | 'USD';
  /** Where the division's sellers live, by weight. */
  sellerCountries: ReadonlyArray<readonly [SellerCountry, number]>;
  config: Partial<DivisionConfig>;
  sellerCount: Record<DemoDataSize, number>;
  /** Days before the seed moment the division was created. */
  ageDays: number;
}

export interface DemoMerchant {
  code: string;
  displayName: string;
  description: string;
  defaultKycTier: KycTier;
  countryCode: MerchantCountryCode;
  ageDays: number;
  divisions: DemoDivision[];
}

const dutch = [[netherlands, 1]] as const;

/**
 * The hand-made merchants every size starts with, one of each shape the screens treat differently: several
 * divisions, exactly one division, the US card processor, and a new merchant without sellers yet.
 */
export const demoMerchants: readonly DemoMerchant[] = [
  {
    code: 'M-HOLLAND-GOODS',
    displayName: 'Holland Goods Marketplace',
    description: 'Online marketplace for Dutch design, food and homeware',
    defaultKycTier: 'ADVANCED_KYC',
    countryCode: 'NLD',
    ageDays: 1_100,
    divisions: [
      {
        code: 'D-HOLLAND-GOODS-NL',
        displayName: 'Holland Goods Nederland',
        description: 'Sellers in the Netherlands',
        kycTier: 'ADVANCED_KYC',
        currency: 'EUR',
        sellerCountries: [
          [netherlands, 90],
          [belgium, 5],
          [germany, 5],
        ],
        config: {
          balanceTransfersEnabled: true,
          kycPermission: 'CAN_EDIT',
          payoutScheduler: { enabled: true, frequency: { preset: 'EVERY_MONDAY' } },
          refundPeriodDays: 14,
          webhookUrls: {
            KYC: 'https://hooks.holland-goods.example/ops/kyc',
            PAYOUTS: 'https://hooks.holland-goods.example/ops/payouts',
          },
        },
        sellerCount: { small: 70, large: 30_000 },
        ageDays: 1_095,
      },
      {
        code: 'D-HOLLAND-GOODS-BE',
        displayName: 'Holland Goods België',
        description: 'Sellers in Belgium',
        kycTier: 'ADVANCED_KYC',
        currency: 'EUR',
        sellerCountries: [
          [belgium, 90],
          [netherlands, 10],
        ],
        config: {
          kycPermission: 'CAN_REJECT',
          payoutScheduler: { enabled: true, frequency: { preset: 'LAST_WEEKDAY_OF_MONTH' } },
          refundPeriodDays: 30,
          webhookUrls: { KYC: 'https://hooks.holland-goods.example/ops/kyc', PAYOUTS: null },
        },
        sellerCount: { small: 30, large: 4_000 },
        ageDays: 700,
      },
      {
        code: 'D-HOLLAND-GOODS-DE',
        displayName: 'Holland Goods Deutschland',
        description: 'Sellers in Germany',
        kycTier: 'STANDARD_KYC',
        currency: 'EUR',
        sellerCountries: [[germany, 1]],
        config: {},
        sellerCount: { small: 25, large: 3_000 },
        ageDays: 240,
      },
    ],
  },
  {
    code: 'M-FIETSPLAZA',
    displayName: 'Fietsplaza',
    description: 'New and second-hand bicycles from local bike shops',
    defaultKycTier: 'STANDARD_KYC',
    countryCode: 'NLD',
    ageDays: 820,
    divisions: [
      {
        code: 'D-FIETSPLAZA',
        displayName: 'Fietsplaza',
        description: '',
        kycTier: 'STANDARD_KYC',
        currency: 'EUR',
        sellerCountries: dutch,
        config: {
          payoutScheduler: { enabled: true, frequency: { preset: 'CUSTOM', every: 2, unit: 'WEEKS' } },
          refundPeriodDays: 7,
        },
        sellerCount: { small: 35, large: 2_500 },
        ageDays: 820,
      },
    ],
  },
  {
    code: 'M-PRAIRIE-CARD',
    displayName: 'Prairie Card Services',
    description: 'Card acquiring for independent US retailers, on the US card processor',
    defaultKycTier: 'ADVANCED_KYC',
    countryCode: 'USA',
    ageDays: 410,
    divisions: [
      {
        code: 'D-PRAIRIE-CARD-US',
        displayName: 'Prairie Retail US',
        description: 'US card-processor merchants',
        kycTier: 'ADVANCED_KYC',
        currency: 'USD',
        sellerCountries: [[unitedStates, 1]],
        config: { kycPermission: 'CAN_REJECT', relianceModel: 'BANK_VALIDATION_RELIANCE' },
        sellerCount: { small: 20, large: 1_500 },
        ageDays: 405,
      },
    ],
  },
  {
    code: 'M-KUNSTMARKT',
    displayName: 'Kunstmarkt Amsterdam',
    description: 'Art fairs and the online gallery of independent artists',
    defaultKycTier: 'LIGHT_KYC',
    countryCode: 'NLD',
    ageDays: 560,
    divisions: [
      {
        code: 'D-KUNSTMARKT-ONLINE',
        displayName: 'Kunstmarkt Online',
        description: 'The online gallery',
        kycTier: 'LIGHT_KYC',
        currency: 'EUR',
        sellerCountries: [
          [netherlands, 80],
          [belgium, 20],
        ],
        config: { balanceTransfersEnabled: true, relianceModel: 'IDENTITY_RELIANCE' },
        sellerCount: { small: 12, large: 1_200 },
        ageDays: 560,
      },
      {
        code: 'D-KUNSTMARKT-BEURZEN',
        displayName: 'Kunstmarkt Beurzen',
        description: 'Stands at the art fairs',
        kycTier: 'STANDARD_KYC',
        currency: 'EUR',
        sellerCountries: dutch,
        config: { governmentEntity: true, relianceModel: 'FULL_RELIANCE' },
        sellerCount: { small: 8, large: 800 },
        ageDays: 300,
      },
    ],
  },
  {
    code: 'M-GROENE-BAZAAR',
    displayName: 'De Groene Bazaar',
    description: 'Sustainable products; onboarding its first sellers',
    defaultKycTier: 'STANDARD_KYC',
    countryCode: 'NLD',
    ageDays: 6,
    divisions: [
      {
        code: 'D-GROENE-BAZAAR',
        displayName: 'De Groene Bazaar',
        description: '',
        kycTier: 'STANDARD_KYC',
        currency: 'EUR',
        sellerCountries: dutch,
        config: {},
        sellerCount: { small: 0, large: 0 },
        ageDays: 6,
      },
    ],
  },
];
