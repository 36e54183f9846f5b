import { z } from 'zod';
import type { BalanceTransferType } from '../fund/balance-transfer.ts';
import { codeSchema, currencyCodeSchema, minorUnitsSchema } from '../primitives.ts';
import { balanceContractMessages as messages } from './balance-messages.ts';

/**
 * The group balance (spec section 2, Home) is the money a division's virtual accounts (its sellers' and its
 * income account) hold reconciled: their confirmed plus payout balances. Pending balances are the unreconciled
 * rest. Each month's summary splits the change of the group balance by what moved it, from the ledger's postings
 * on those balances grouped by the ledger transaction's type:
 * - pspSettlement: SPLIT (a payment's shares settled from pending to confirmed), SPLIT_REFUND (refunds and
 *   chargebacks paid back from confirmed) and PSP_FEE (the PSP's fees): what the PSPs settled, net;
 * - directDeposit: DEPOSIT, money paid straight into a virtual account from a bank;
 * - sellerPayout: PAYOUT and PAYOUT_RETURN on sellers' accounts: paid out to the bank (negative), and returned
 *   payouts back (positive); reserving a payout moves confirmed to payout balance and so changes nothing;
 * - divisionPayout: the same on the division income account;
 * - monthResult: the sum of those four and of what balance transfers took out of the division (an invoice paid to
 *   the platform's income account), the change of the group balance over the month;
 * - endOfMonthBalance: the group balance at the end of the month (UTC), all earlier months included.
 * Balance transfers move money between accounts of the same division, so they leave the group balance as it is;
 * the summary shows what they moved (each transfer's amount once, never negative), by balance transfer type:
 * - corrections: CORRECTION, CHARGEBACK, WALLET, DEPOSIT and RESERVE transfers;
 * - invoice: INVOICE, PAYOUT_INVOICE, USAGE_FEE and VAT transfers.
 */
export const monthlySummarySchema = z
  .object({
    /** The calendar month, YYYY-MM, in UTC. */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    pspSettlement: minorUnitsSchema,
    directDeposit: minorUnitsSchema,
    corrections: minorUnitsSchema.min(0),
    invoice: minorUnitsSchema.min(0),
    sellerPayout: minorUnitsSchema,
    divisionPayout: minorUnitsSchema,
    monthResult: minorUnitsSchema,
    endOfMonthBalance: minorUnitsSchema,
  })
  .meta({ id: 'MonthlySummary' });

/** Which summary column each balance transfer type feeds. */
export const transferSummaryColumn = {
  CORRECTION: 'corrections',
  CHARGEBACK: 'corrections',
  WALLET: 'corrections',
  DEPOSIT: 'corrections',
  RESERVE: 'corrections',
  INVOICE: 'invoice',
  PAYOUT_INVOICE: 'invoice',
  USAGE_FEE: 'invoice',
  VAT: 'invoice',
} as const satisfies Record<BalanceTransferType, 'corrections' | 'invoice'>;

/** A division's group balance in one currency, with its totals now and its monthly summary, newest month first. */
export const currencyGroupBalanceSchema = z
  .object({
    currency: currencyCodeSchema,
    /** Confirmed plus payout balances of all the division's accounts: the latest month's end-of-month balance. */
    totalBalance: minorUnitsSchema,
    /** The pending balances of all its accounts: pay-ins the PSPs have not settled yet. */
    totalUnreconciled: minorUnitsSchema,
    /** The division income account's payout balance: accepted payouts of the division not yet paid. */
    divisionPayoutBalance: minorUnitsSchema,
    /** The sellers' payout balances together: their accepted payouts not yet paid. */
    allSellerPayoutBalance: minorUnitsSchema,
    /** Waiting payout requests: asked for, not yet accepted, so still on the confirmed balances. */
    pendingPayoutBalance: minorUnitsSchema,
    months: z.array(monthlySummarySchema),
  })
  .meta({ id: 'CurrencyGroupBalance' });

export const groupBalanceSchema = z
  .object({
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    /** One per currency the division has accounts in. */
    currencies: z.array(currencyGroupBalanceSchema),
  })
  .meta({ id: 'GroupBalance' });

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.invalidMonth);

/**
 * The months of the summary, both included (YYYY-MM, UTC). Without them it runs from the month of the division's
 * first movement to the current month.
 */
export const groupBalanceQuerySchema = z
  .object({
    fromMonth: monthSchema.optional(),
    toMonth: monthSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.fromMonth && query.toMonth && query.fromMonth > query.toMonth) {
      context.addIssue({ code: 'custom', path: ['toMonth'], message: messages.invalidMonthRange });
    }
  });

export const groupBalanceParamsSchema = z.object({ merchantCode: codeSchema, divisionCode: codeSchema });

export type MonthlySummary = z.infer<typeof monthlySummarySchema>;
export type CurrencyGroupBalance = z.infer<typeof currencyGroupBalanceSchema>;
export type GroupBalance = z.infer<typeof groupBalanceSchema>;
export type GroupBalanceQuery = z.infer<typeof groupBalanceQuerySchema>;
