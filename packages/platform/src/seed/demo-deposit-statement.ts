import { toMajorString } from '@ops/core/money';
import { create } from 'xmlbuilder2';
import { sandboxBank } from '../services/fund/payouts/sandbox-bank.ts';
import { camt053Namespace } from '../services/fund/payouts/sandbox-statement.ts';

/** Money that came in on the platform's account at the sandbox bank, naming no payout. */
export interface DemoDeposit {
  /** What identifies the entry at the bank (its `AcctSvcrRef`): the same deposit is one line however often sent. */
  reference: string;
  amount: number;
  currency: string;
  bookingDate: string;
  payerName: string;
  payerIban: string;
  remittance: string;
}

/** A payout batch the bank booked as one debit entry, naming the batch but none of its items. */
export interface DemoBatchBooking {
  reference: string;
  payoutCode: string;
  itemCount: number;
  amount: number;
  currency: string;
  bookingDate: string;
  /** Not booked yet (`PDNG`): matched, its match is tentative until the booked entry comes. */
  pending?: boolean;
}

const batchEntry = (booking: DemoBatchBooking) => ({
  Amt: { '@Ccy': booking.currency, '#': toMajorString(booking.amount, booking.currency) },
  CdtDbtInd: 'DBIT',
  Sts: booking.pending ? 'PDNG' : 'BOOK',
  BookgDt: { Dt: booking.bookingDate },
  ValDt: { Dt: booking.bookingDate },
  AcctSvcrRef: booking.reference,
  BkTxCd: { Domn: { Cd: 'PMNT', Fmly: { Cd: 'ICDT', SubFmlyCd: 'ESCT' } } },
  NtryDtls: { Btch: { PmtInfId: booking.payoutCode, NbOfTxs: String(booking.itemCount) } },
});

/**
 * The demo's statement (camt.053.001.02) on the sandbox bank account: deposits, credit entries without an end-to-end
 * id, so each is imported UNALLOCATED, waiting for ops to allocate it to a virtual account; and batches booked as one
 * entry (a SEPA_BATCH line UNALLOCATED, waiting for the workbench to match it with its batch), or not yet booked
 * (a pending line, which the workbench matches tentatively).
 */
export function demoDepositStatement(
  statementId: string,
  deposits: readonly DemoDeposit[],
  batchBookings: readonly DemoBatchBooking[] = [],
): File {
  const entry = (deposit: DemoDeposit) => {
    const amount = { '@Ccy': deposit.currency, '#': toMajorString(deposit.amount, deposit.currency) };
    return {
      Amt: amount,
      CdtDbtInd: 'CRDT',
      Sts: 'BOOK',
      BookgDt: { Dt: deposit.bookingDate },
      ValDt: { Dt: deposit.bookingDate },
      AcctSvcrRef: deposit.reference,
      BkTxCd: { Domn: { Cd: 'PMNT', Fmly: { Cd: 'RCDT', SubFmlyCd: 'ESCT' } } },
      NtryDtls: {
        TxDtls: {
          AmtDtls: { TxAmt: { Amt: amount } },
          RltdPties: { Dbtr: { Nm: deposit.payerName }, DbtrAcct: { Id: { IBAN: deposit.payerIban } } },
          RmtInf: { Ustrd: deposit.remittance },
        },
      },
    };
  };
  const first = deposits[0] ?? batchBookings[0];
  const createdAt = `${first?.bookingDate ?? '2026-01-01'}T18:00:00`;
  const statement = {
    BkToCstmrStmt: {
      GrpHdr: { MsgId: statementId, CreDtTm: createdAt },
      Stmt: {
        Id: statementId,
        CreDtTm: createdAt,
        Acct: {
          Id: { IBAN: sandboxBank.iban },
          Ccy: first?.currency ?? 'EUR',
          Svcr: { FinInstnId: { BIC: sandboxBank.bic } },
        },
        Ntry: [...deposits.map(entry), ...batchBookings.map(batchEntry)],
      },
    },
  };
  const xml = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(camt053Namespace, 'Document')
    .ele(statement)
    .doc()
    .end();
  return new File([xml], `${statementId}-camt053.xml`, { type: 'application/xml' });
}
