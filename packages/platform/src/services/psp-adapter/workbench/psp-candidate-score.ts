import type { PspReportCandidate } from '@ops/core/contract';
import { amountScore, dateScore, sameName, scoreWeights } from '../../reconciliation/workbench/score-parts.ts';

/** What scoring needs of the report line. */
export interface ScoredReportLine {
  amount: number;
  day: string;
  /** The reference its record names its transaction by: a payment's PSP reference, a refund's modification. */
  reference: string | null;
  merchantReference: string | null;
  paymentMethod: string | null;
}

/** What scoring needs of an open transaction. */
export type OpenTransaction = Omit<PspReportCandidate, 'score' | 'scoreParts' | 'difference' | 'withinTolerance'> & {
  orderNumber: string | null;
};

/** How well the line's PSP reference names the transaction: whole (25), or its start, when the PSP cut it short (15). */
function pspReferencePart(line: ScoredReportLine, candidate: OpenTransaction): number {
  const psp = candidate.pspReference;
  if (line.reference === null || psp === null) return 0;
  if (sameName(line.reference, psp)) return scoreWeights.reference;
  return line.reference.length >= 6 && psp.toLowerCase().startsWith(line.reference.toLowerCase()) ? 15 : 0;
}

/** The line's reference sign: its PSP reference, or the merchant's reference or order number naming it (20). */
function referencePart(line: ScoredReportLine, candidate: OpenTransaction): number {
  const merchant =
    sameName(line.merchantReference, candidate.reference) || sameName(line.merchantReference, candidate.orderNumber);
  return Math.max(pspReferencePart(line, candidate), merchant ? 20 : 0);
}

/** The counterparty the PSP names: the shopper's payment method. */
const counterpartyPart = (line: ScoredReportLine, candidate: OpenTransaction) =>
  sameName(line.paymentMethod, candidate.paymentMethod) ? scoreWeights.counterparty : 0;

/**
 * A transaction's score out of 100, as the bank side scores (`score-parts.ts`): amount closeness (40), date
 * closeness to the booking date (20), reference (25) and counterparty (15, the payment method); with the line's
 * amount less the transaction's.
 */
export function scorePspCandidate(
  line: ScoredReportLine,
  candidate: OpenTransaction,
): Omit<PspReportCandidate, 'withinTolerance'> {
  const { orderNumber: _orderNumber, ...shown } = candidate;
  const scoreParts = {
    amount: amountScore(line.amount, candidate.amount),
    date: dateScore(line.day, candidate.createdOn),
    reference: referencePart(line, candidate),
    counterparty: counterpartyPart(line, candidate),
  };
  const score = scoreParts.amount + scoreParts.date + scoreParts.reference + scoreParts.counterparty;
  return { ...shown, score, scoreParts, difference: line.amount - candidate.amount };
}
