import type { SplitShareInput } from '@ops/core/contract';
import { checkSplitDraft, type SplitDraft } from '@ops/core/validation';
import { apiMessages } from '../../../http/api-messages.ts';
import { type ApiProblem, badRequest } from '../../../http/api-problem.ts';
import { splitMessages as messages } from './split-messages.ts';

/** What is wrong with a split, by field (`totalAmount`, `sellers.0.amount`, ...), one message a field. */
export type SplitProblems = Map<string, string>;

/** The commissions, handling fees and VAT of a share's item groups. */
export const feesOf = (share: SplitShareInput) =>
  share.itemGroups.reduce((sum, group) => sum + group.commission + group.handlingFee + group.vat, 0);

/**
 * The split creator's rules (`checkSplitDraft`, the same the web's split creator runs), in the API's words:
 * 'Please select a seller', 'Seller already added', 'No virtual account found for this seller', 'Amount exceeds
 * the total amount', 'Amount exceeds the total amount for this seller', 'Fees exceed the total amount for this
 * group'. `hasVirtualAccount` tells whether the seller of each share can take it.
 */
export function splitCreatorProblems(
  split: { totalAmount: number; sellers: SplitShareInput[] },
  hasVirtualAccount: (share: SplitShareInput) => boolean,
): SplitProblems {
  const draft: SplitDraft = {
    totalAmount: split.totalAmount,
    sellers: split.sellers.map((share) => ({
      sellerCode: share.sellerCode,
      hasVirtualAccount: hasVirtualAccount(share),
      amount: share.amount,
      itemGroups: share.itemGroups.map(({ externalRef: _, ...amounts }) => amounts),
    })),
  };
  const problems: SplitProblems = new Map();
  for (const [field, key] of Object.entries(checkSplitDraft(draft).errors)) {
    if (key) problems.set(field, messages.validation[key]());
  }
  return problems;
}

/** Adds a problem unless the field already has one: the first rule a field breaks is the one to fix first. */
export function addProblem(problems: SplitProblems, field: string, message: string): void {
  if (!problems.has(field)) problems.set(field, message);
}

/** A 400 naming every field with a problem, and nothing written; nothing when there is none. */
export function refuseProblems(problems: SplitProblems): void {
  if (problems.size === 0) return;
  throw badRequest(
    apiMessages.badRequest,
    [...problems].map(([field, message]) => ({ field, message })),
  );
}

/** A 400 naming one field, shaped like the split creator's refusals. */
export function fieldProblem(field: string, message: string): ApiProblem {
  return badRequest(apiMessages.badRequest, [{ field, message }]);
}
