import { z } from 'zod';
import { codeSchema, currencyCodeSchema, minorUnitsSchema } from '../primitives.ts';

/**
 * Whose money a virtual account holds: a seller's, or the division's income account (balance transfers run
 * seller to seller, seller to division income account, and division income account to seller).
 */
export const virtualAccountTypes = ['SELLER', 'DIVISION_INCOME'] as const;
export const virtualAccountTypeSchema = z.enum(virtualAccountTypes);

/** A virtual account with its balances, all in minor units of its currency. */
export const virtualAccountSchema = z
  .object({
    code: codeSchema,
    displayName: z.string(),
    currency: currencyCodeSchema,
    type: virtualAccountTypeSchema,
    confirmedBalance: minorUnitsSchema,
    pendingBalance: minorUnitsSchema,
    payoutBalance: minorUnitsSchema,
  })
  .meta({ id: 'VirtualAccount' });

export type VirtualAccountType = z.infer<typeof virtualAccountTypeSchema>;
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;
