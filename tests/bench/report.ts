/** One benchmark figure printed beside its budget, so a regression is visible in `npm run bench`. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** The budget in the same unit; omit for figures that are informative only. */
  budget?: number;
  /** true when a higher value is better (throughput), false for latencies and sizes. */
  higherIsBetter?: boolean;
}

export function withinBudget(figure: BenchFigure): boolean {
  if (figure.budget === undefined) return true;
  return figure.higherIsBetter ? figure.value >= figure.budget : figure.value <= figure.budget;
}

function formatNumber(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(2) : value.toPrecision(3);
}

export function formatFigure(figure: BenchFigure): string {
  const measured = `${formatNumber(figure.value)} ${figure.unit}`;
  if (figure.budget === undefined) return `  ${figure.name.padEnd(56)} ${measured}`;
  const bound = figure.higherIsBetter ? '>=' : '<=';
  const verdict = withinBudget(figure) ? 'ok' : 'OVER BUDGET';
  return `  ${figure.name.padEnd(56)} ${measured.padStart(16)}   budget ${bound} ${formatNumber(figure.budget)} ${figure.unit}   ${verdict}`;
}

/** Prints the figures of one benchmark; the bench runner fails the run when one is over budget. */
export function report(title: string, figures: BenchFigure[]): void {
  console.log(`\n${title}`);
  for (const figure of figures) console.log(formatFigure(figure));
  if (figures.some((figure) => !withinBudget(figure))) process.exitCode = 1;
}
