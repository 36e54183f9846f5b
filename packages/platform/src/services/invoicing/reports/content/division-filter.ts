import type { ReportAccountRow } from '../report-account.ts';

/**
 * Whom a list report is about: one seller (a seller's account), the division in one currency (its income account),
 * or the whole division (no account).
 */
export interface ReportSubject {
  divisionCode: string;
  account: ReportAccountRow | undefined;
}

export const sellerAccountOf = (subject: ReportSubject): string | undefined =>
  subject.account?.type === 'SELLER' ? subject.account.code : undefined;

export const divisionCurrencyOf = (subject: ReportSubject): string | undefined =>
  subject.account?.type === 'DIVISION_INCOME' ? subject.account.currency : undefined;
