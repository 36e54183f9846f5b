/** Adds a month to a calendar date: the end of a shorter month where the day does not exist (31 Jan → 28 Feb). */
export function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, last))).toISOString().slice(0, 10);
}

/**
 * What is wrong with a retrigger's date range (spec section 5: at most one month), or nothing: `reversed` when it
 * ends before it starts, `tooLong` when it ends more than a month after.
 */
export function retriggerRangeProblem(range: { from: string; to: string }): 'reversed' | 'tooLong' | undefined {
  if (range.to < range.from) return 'reversed';
  if (range.to > oneMonthAfter(range.from)) return 'tooLong';
  return undefined;
}

/** The earliest day a range ending on `to` may start on (one month before it, by `retriggerRangeProblem`). */
export function earliestRangeStart(to: string): string {
  let from = new Date(Date.parse(`${to}T00:00:00Z`) - 31 * 86_400_000).toISOString().slice(0, 10);
  while (retriggerRangeProblem({ from, to })) {
    from = new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return from;
}
