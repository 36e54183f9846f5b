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
export declare function withinBudget(figure: BenchFigure): boolean;
export declare function formatFigure(figure: BenchFigure): string;
/** Prints the figures of one benchmark; the bench runner fails the run when one is over budget. */
export declare function report(title: string, figures: BenchFigure[]): void;
