import { z } from 'zod';
import { currencyCodeSchema, minorUnitsSchema } from '../primitives.ts';

/** The money all virtual accounts of all merchants and divisions hold in one currency: the total system balance. */
export const currencySystemBalanceSchema = z
  .object({
    currency: currencyCodeSchema,
    confirmedBalance: minorUnitsSchema,
    pendingBalance: minorUnitsSchema,
    payoutBalance: minorUnitsSchema,
    /** Confirmed, pending and payout together. */
    totalBalance: minorUnitsSchema,
    merchantCount: z.int().min(0),
    divisionCount: z.int().min(0),
    virtualAccountCount: z.int().min(0),
  })
  .meta({ id: 'CurrencySystemBalance' });

export const merchantBalanceOverviewSchema = z
  .object({ currencies: z.array(currencySystemBalanceSchema) })
  .meta({ id: 'MerchantBalanceOverview' });

/**
 * A bank's world account in the ledger: money leaves the platform to it (payouts) and comes in from it (direct
 * deposits, returned payouts). Its balance is the sum of its postings: what it was paid out less what it paid in.
 */
export const bankWorldBalanceSchema = z
  .object({
    bankName: z.string(),
    paidOut: minorUnitsSchema.min(0).describe('Payouts the platform sent to this bank'),
    paidIn: minorUnitsSchema.min(0).describe('Direct deposits and returned payouts that came in from this bank'),
    balance: minorUnitsSchema.describe('paidOut less paidIn'),
  })
  .meta({ id: 'BankWorldBalance' });

export const currencyBankBalanceSchema = z
  .object({
    currency: currencyCodeSchema,
    /** What the bank world accounts in this currency hold together: the total bank balance. */
    totalBankBalance: minorUnitsSchema,
    banks: z.array(bankWorldBalanceSchema),
  })
  .meta({ id: 'CurrencyBankBalance' });

export const bankBalanceOverviewSchema = z
  .object({ currencies: z.array(currencyBankBalanceSchema) })
  .meta({ id: 'BankBalanceOverview' });

export type CurrencySystemBalance = z.infer<typeof currencySystemBalanceSchema>;
export type MerchantBalanceOverview = z.infer<typeof merchantBalanceOverviewSchema>;
export type BankWorldBalance = z.infer<typeof bankWorldBalanceSchema>;
export type CurrencyBankBalance = z.infer<typeof currencyBankBalanceSchema>;
export type BankBalanceOverview = z.infer<typeof bankBalanceOverviewSchema>;
