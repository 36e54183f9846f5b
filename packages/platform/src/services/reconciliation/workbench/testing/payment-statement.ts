import { randomUUID } from 'node:crypto';
import { toMajorString } from '@ops/core/money';

/** A payment the bank booked: a batch as one entry (`count` > 1), or one transfer without a usable end-to-end id. */
export interface BookedPayment {
  amount: number;
  bookingDate: string;
  /** The batch id the bank reported (PmtInfId). */
  payoutCode?: string;
  /** How many transfers the entry books; more than one makes it a SEPA batch line. */
  count?: number;
  endToEndId?: string;
  creditorName?: string;
  creditorIban?: string;
  /** The entry's status: booked (the default) or pending (`PDNG`). */
  status?: 'BOOK' | 'PDNG';
  /** The entry's AcctSvcrRef, to book again an entry a statement had pending; a new one by default. */
  entryRef?: string;
}

const entryOf = (payment: BookedPayment, entryRef: string) => {
  const count = payment.count ?? 1;
  const amount = toMajorString(payment.amount, 'EUR');
  const refs = [
    payment.payoutCode ? `<PmtInfId>${payment.payoutCode}</PmtInfId>` : '',
    payment.endToEndId ? `<EndToEndId>${payment.endToEndId}</EndToEndId>` : '',
  ].join('');
  const details =
    count > 1
      ? `<Btch>${payment.payoutCode ? `<PmtInfId>${payment.payoutCode}</PmtInfId>` : ''}<NbOfTxs>${count}</NbOfTxs></Btch>`
      : `<TxDtls><Refs>${refs}</Refs><RltdPties><Cdtr><Nm>${payment.creditorName ?? 'Unknown'}</Nm></Cdtr>${
          payment.creditorIban ? `<CdtrAcct><Id><IBAN>${payment.creditorIban}</IBAN></Id></CdtrAcct>` : ''
        }</RltdPties></TxDtls>`;
  return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>${payment.status ?? 'BOOK'}</Sts>
    <BookgDt><Dt>${payment.bookingDate}</Dt></BookgDt><AcctSvcrRef>${entryRef}</AcctSvcrRef>
    <NtryDtls>${details}</NtryDtls></Ntry>`;
};

/**
 * A camt.053.001.02 statement of the sandbox bank's account with the payments given, each a line the import cannot
 * place by itself (no end-to-end id it knows): what the workbench is for. Every call is a new file; `entryRefs` are
 * the entries' AcctSvcrRef, in order.
 */
export function paymentStatement(payments: readonly BookedPayment[]): { file: File; entryRefs: string[] } {
  const id = randomUUID();
  const entryRefs = payments.map((payment) => payment.entryRef ?? `WB-${randomUUID()}`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
  <GrpHdr><MsgId>WB-${id}</MsgId><CreDtTm>2026-11-26T18:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>WB-${id}</Id><CreDtTm>2026-11-26T18:00:00</CreDtTm>
    <Acct><Id><IBAN>NL86SNDB0123456789</IBAN></Id><Ccy>EUR</Ccy></Acct>
    ${payments.map((payment, index) => entryOf(payment, entryRefs[index] ?? '')).join('\n')}
  </Stmt></BkToCstmrStmt></Document>`;
  return { file: new File([xml], `workbench-${id}.xml`, { type: 'application/xml' }), entryRefs };
}
