import { z } from 'zod';
import { virtualAccountTypes } from '../account-owner/virtual-account.ts';
import { balanceBuckets, balanceMutationStatuses, balanceMutationTypes } from '../fund/balance-mutation.ts';
import { splitTransactionSchema } from '../fund/split-transaction.ts';
import { codeSchema, minorUnitsSchema, timestampSchema } from '../primitives.ts';
import { divisionTransactionsParamsSchema, transactionRowSchema } from './transactions-list.ts';

/** Who a posting's money belongs to: a seller or the division income account, or the PSP or bank outside. */
export const ledgerAccountKinds = [...virtualAccountTypes, 'PSP', 'BANK'] as const;

export const ledgerAccountSchema = z
  .object({
    kind: z.enum(ledgerAccountKinds),
    /** A virtual account's code; null for a PSP or bank. */
    virtualAccountCode: codeSchema.nullable(),
    /** The virtual account's display name, or the PSP's or bank's name. */
    name: z.string(),
  })
  .meta({ id: 'LedgerAccount' });

/** A signed amount on an account: positive adds to it. A PSP or bank has no bucket. */
export const balanceImpactSchema = z
  .object({
    account: ledgerAccountSchema,
    bucket: z.enum(balanceBuckets).nullable(),
    amount: minorUnitsSchema,
  })
  .meta({ id: 'BalanceImpact' });

/** One balance mutation the transaction made, with its postings. */
export const splitMutationSchema = z
  .object({
    code: codeSchema,
    type: z.enum(balanceMutationTypes),
    status: z.enum(balanceMutationStatuses),
    description: z.string().nullable(),
    createdAt: timestampSchema,
    postings: z.array(balanceImpactSchema),
  })
  .meta({ id: 'SplitMutation' });

/**
 * A transaction's split details (the transactions screen's detail): the split with its shares and item groups,
 * the transactions it belongs with (a payment's refunds and chargebacks, or a refund's payment), and its balance
 * impact: every balance mutation it made, oldest first, and what they add up to per account and bucket.
 */
export const splitDetailsSchema = z
  .object({
    split: splitTransactionSchema,
    related: z.array(transactionRowSchema),
    mutations: z.array(splitMutationSchema),
    balanceImpact: z.array(balanceImpactSchema),
  })
  .meta({ id: 'SplitDetails' });

export const splitDetailsParamsSchema = divisionTransactionsParamsSchema.extend({ splitCode: codeSchema });

export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;
export type BalanceImpact = z.infer<typeof balanceImpactSchema>;
export type SplitMutation = z.infer<typeof splitMutationSchema>;
export type SplitDetails = z.infer<typeof splitDetailsSchema>;
