import type { BankLineType } from '@ops/core/contract';

/** A statement (`Stmt`) of a camt.053 file: one account's bookings over a period. */
export interface CamtStatement {
  /** 1-based position in the file, for refusals. */
  position: number;
  messageId: string | null;
  statementId: string;
  createdAt: string | null;
  accountIban: string;
  accountCurrency: string | null;
  /** The bank that keeps the account: its BIC or name, the line's connection. */
  servicer: string | null;
}

/** An entry (`Ntry`) of a statement: one booking, of one transaction or a batch of them. */
export interface CamtEntry {
  /** 1-based position in its statement. */
  position: number;
  /** What identifies the entry at the bank (`AcctSvcrRef`, else `NtryRef`); a hash of its XML without either. */
  entryKey: string;
  type: BankLineType;
  /** Not booked yet: its status (`Sts`, or `Sts/Cd` from version 001.08) is `PDNG` or `INFO`, not `BOOK`. */
  pending: boolean;
  bookingDate: string;
  /** Minor units, always positive: `creditDebit` gives the direction. */
  amount: number;
  currency: string;
  creditDebit: 'CRDT' | 'DBIT';
  endToEndId: string | null;
  /** The payment information id the bank reports (our payout batch's code). */
  paymentInformationId: string | null;
  remittance: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  returnReason: string | null;
  transactionCount: number;
  rawXml: string;
}
