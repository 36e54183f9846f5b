/** Configurations → Tolerance rules (issue 34): how far auto-matching lets a bank or PSP line differ from its candidate. */
export const toleranceRules = {
  tab: 'Tolerance rules',
  title: 'Tolerance rules',
  description:
    "How far auto-reconciliation lets a line's amount and date be from its candidate and still match them, when exactly one candidate fits: a bank line and a payout batch or item, a PSP settlement line and a transaction, refund or chargeback. The larger of the two amount tolerances counts.",
  amountMinor: 'Amount tolerance (minor units)',
  amountMinorHint: 'E.g. 50 is 0.50 in the line’s currency; empty for none',
  amountPercent: 'Amount tolerance (% of the line)',
  amountPercentHint: 'At most {max:number} %, two decimals; empty for none',
  dateWindowDays: 'Date window (days either side)',
  dateWindowHint: '0 is the same day; at most {max:number}',
  outOfRange: 'A whole number from 0 to {max:number}',
  percentOutOfRange: 'A percent from 0 to {max:number} with at most two decimals',
  exact: 'No rule yet: amounts must agree exactly, on the same day.',
  changed: 'Last changed by {by:string} on {at:string}',
  save: 'Save',
  saved: 'Tolerance rule saved',
  getFailed: 'Failed to load the tolerance rule',
  updateFailed: 'Failed to update the tolerance rule',
  updatedBy: 'Changed by',
  cli: {
    show: "the bound division's tolerance rule: amount tolerance in minor units and percent, and the date window",
  },
  actions: {
    set: 'Set tolerance rule',
  },
};
