import type { BankLineCandidate, MatchCandidateKind } from '@ops/core/contract';
import { amountScore, dateScore, sameName } from './score-parts.ts';

/** What scoring needs of the line. */
export interface ScoredLine {
  amount: number;
  day: string;
  reference: string | null;
  payoutCode: string | null;
  creditorIban: string | null;
  counterpartyName: string | null;
}

/** What scoring needs of a candidate (a batch's open items together, or one item). */
export interface OpenCandidate {
  kind: MatchCandidateKind;
  code: string;
  payoutCode: string;
  currency: string;
  amount: number;
  itemCount: number;
  instructedOn: string | null;
  creditorName: string | null;
  iban: string | null;
}

/** The end-to-end id names the item (whole, or its start when the bank cut it short), or the batch id the batch. */
function referencePart(line: ScoredLine, candidate: OpenCandidate): number {
  if (candidate.kind === 'batch') return line.payoutCode === candidate.code ? 25 : 0;
  if (line.reference === candidate.code) return 25;
  if (line.reference && line.reference.length >= 6 && candidate.code.startsWith(line.reference)) return 20;
  return line.payoutCode === candidate.payoutCode ? 10 : 0;
}

function counterpartyPart(line: ScoredLine, candidate: OpenCandidate): number {
  if (line.creditorIban !== null && line.creditorIban === candidate.iban) return 15;
  return sameName(line.counterpartyName, candidate.creditorName) ? 10 : 0;
}

/**
 * A candidate's score out of 100: amount closeness (40, none at a difference of the line's whole amount), date
 * closeness (20, none at ten days apart), reference (25: the end-to-end id or batch id names it) and counterparty
 * (15 for the IBAN, 10 for the name); with the line's amount less the candidate's.
 */
export function scoreCandidate(line: ScoredLine, candidate: OpenCandidate): Omit<BankLineCandidate, 'withinTolerance'> {
  const scoreParts = {
    amount: amountScore(line.amount, candidate.amount),
    date: dateScore(line.day, candidate.instructedOn),
    reference: referencePart(line, candidate),
    counterparty: counterpartyPart(line, candidate),
  };
  const score = scoreParts.amount + scoreParts.date + scoreParts.reference + scoreParts.counterparty;
  return { ...candidate, score, scoreParts, difference: line.amount - candidate.amount };
}
