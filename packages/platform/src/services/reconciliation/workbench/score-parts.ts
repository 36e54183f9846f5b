/** What each sign of a workbench candidate adds at most to its score (out of 100), on both sides of the workbench. */
export const scoreWeights = { amount: 40, date: 20, reference: 25, counterparty: 15 } as const;

const dayMs = 86_400_000;
/** The days apart at which a date no longer counts. */
const dateWindowDays = 10;

/** Whether two names are the same, in any case and spacing at the ends. */
export const sameName = (one: string | null, other: string | null) =>
  one !== null && other !== null && one.trim().toLowerCase() === other.trim().toLowerCase();

/** Amount closeness: the whole weight when they agree, none at a difference of the line's whole amount. */
export const amountScore = (lineAmount: number, candidateAmount: number) =>
  Math.round(scoreWeights.amount * Math.max(0, 1 - Math.abs(lineAmount - candidateAmount) / lineAmount));

/** Date closeness: the whole weight on the same day, none at ten days apart or without a day. */
export function dateScore(lineDay: string, candidateDay: string | null): number {
  if (candidateDay === null) return 0;
  const days = Math.abs(Date.parse(lineDay) - Date.parse(candidateDay)) / dayMs;
  return Math.round(scoreWeights.date * Math.max(0, 1 - days / dateWindowDays));
}

/** What ranking reads of a scored candidate. */
export interface Ranked {
  code: string;
  score: number;
  difference: number;
}

/** Best first: the higher score, then the smaller difference, then the code. */
export const byRank = (one: Ranked, other: Ranked) =>
  other.score - one.score ||
  Math.abs(one.difference) - Math.abs(other.difference) ||
  one.code.localeCompare(other.code);
