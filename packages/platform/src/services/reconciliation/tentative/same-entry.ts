import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether a booked line is the booked state of a pending one (both `bank_statement_lines` columns, by alias), as SQL.
 * camt.053 carries no link from a booked entry to the pending entry it books, so the bank's own identifiers decide:
 * the same account, currency and direction, and the same entry reference (`AcctSvcrRef`, else `NtryRef`: the entry
 * key) or, since many banks give the booked entry a reference of its own, the same end-to-end id. The amount is not
 * part of it: a booked amount the division's rule does not allow leaves the match tentative, with the reason.
 */
export const sameEntry = (pending: string, booked: string): SQL => {
  const [p, b] = [sql.raw(pending), sql.raw(booked)];
  return sql`${p}.pending and not ${b}.pending and ${b}.account_iban = ${p}.account_iban
    and ${b}.currency = ${p}.currency and coalesce(${b}.credit_debit, 'DBIT') = coalesce(${p}.credit_debit, 'DBIT')
    and (${b}.entry_key = ${p}.entry_key or ${b}.reference = ${p}.reference)`;
};
