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

/**
 * The demo's statement (camt.053.001.02) of deposits on the sandbox bank account: credit entries without an
 * end-to-end id, so each is imported UNALLOCATED, waiting for ops to allocate it to a virtual account.
 */
export function demoDepositStatement(statementId: string, deposits: readonly DemoDeposit[]): File {
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
  const createdAt = `${deposits[0]?.bookingDate ?? '2026-01-01'}T18:00:00`;
  const statement = {
    BkToCstmrStmt: {
      GrpHdr: { MsgId: statementId, CreDtTm: createdAt },
      Stmt: {
        Id: statementId,
        CreDtTm: createdAt,
        Acct: {
          Id: { IBAN: sandboxBank.iban },
          Ccy: deposits[0]?.currency ?? 'EUR',
          Svcr: { FinInstnId: { BIC: sandboxBank.bic } },
        },
        Ntry: deposits.map(entry),
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
