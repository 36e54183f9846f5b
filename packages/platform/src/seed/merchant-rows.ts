import { defaultDivisionConfig } from '@ops/core/contract';
import { randomIban } from './bank-accounts.ts';
import { unitedStates } from './countries.ts';
import { createRandom, seedOf } from './random.ts';
import type { SeedPlan } from './seed-plan.ts';
import type { DivisionRow, ExternalAccountRow, MerchantRow, VirtualAccountRow } from './seed-rows.ts';
import { daysBeforeSeed } from './seed-size.ts';

export interface MerchantRows {
  merchants: MerchantRow[];
  divisions: DivisionRow[];
  /** Each division's income account, empty: the ledger moves money into it. */
  incomeAccounts: VirtualAccountRow[];
  /** Each division's own bank account, selected. */
  divisionBankAccounts: ExternalAccountRow[];
}

/** The code of a division's income virtual account. */
export const incomeAccountCode = (divisionCode: string) => `VA-${divisionCode.replace(/^D-/, '')}-INCOME`;

export function merchantRows(plan: SeedPlan): MerchantRows {
  const rows: MerchantRows = { merchants: [], divisions: [], incomeAccounts: [], divisionBankAccounts: [] };
  for (const merchant of plan.merchants) {
    rows.merchants.push({
      code: merchant.code,
      displayName: merchant.displayName,
      description: merchant.description,
      defaultKycTier: merchant.defaultKycTier,
      countryCode: merchant.countryCode,
      createdAt: daysBeforeSeed(merchant.ageDays),
    });
  }
  plan.divisions.forEach(({ merchant, division }, index) => {
    const random = createRandom(seedOf('division', index));
    const createdAt = daysBeforeSeed(division.ageDays);
    const american = division.currency === 'USD';
    const iban = american ? null : randomIban(random, 'NL');
    rows.divisions.push({
      code: division.code,
      merchantCode: merchant.code,
      displayName: division.displayName,
      description: division.description,
      kycTier: division.kycTier,
      iban,
      ...defaultDivisionConfig,
      ...division.config,
      createdAt,
    });
    rows.incomeAccounts.push({
      code: incomeAccountCode(division.code),
      merchantCode: merchant.code,
      divisionCode: division.code,
      type: 'DIVISION_INCOME',
      displayName: 'Income',
      currency: division.currency,
      createdAt,
    });
    const bankAccount = iban
      ? { type: 'IBAN' as const, paymentMethod: 'SEPA' as const, iban }
      : { ...unitedStates.bankAccount(random), paymentMethod: 'WIRE' as const };
    rows.divisionBankAccounts.push({
      code: `EA-${division.code.replace(/^D-/, '')}`,
      merchantCode: merchant.code,
      divisionCode: division.code,
      displayName: `${division.displayName} operating account`,
      currency: division.currency,
      ...bankAccount,
      selected: true,
      status: 'ACTIVE',
      createdAt,
    });
  });
  return rows;
}
