import { toMajorString } from '@ops/core/money';
import { create } from 'xmlbuilder2';
import { sepaIdentifier, sepaText } from './sepa-text.ts';

/** The namespace of the ISO 20022 customer credit transfer initiation, version 3: what SEPA banks take. */
export const painNamespace = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** The account the money leaves from: the platform's payout account at its bank. */
export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
}

export interface SepaTransfer {
  /** The payout request's code: the end-to-end id the bank reports back on its statement line. */
  endToEndId: string;
  /** Minor units of EUR. */
  amount: number;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

export interface SepaBatch {
  /** The payout batch's code: message id and payment information id. */
  payoutCode: string;
  createdAt: Date;
  requestedExecutionDate: string;
  /** Who initiates the file: the platform. */
  initiatingParty: string;
  /** On whose behalf: the merchant division whose sellers are paid. */
  ultimateDebtor: string;
  debtor: SepaDebtor;
  transfers: SepaTransfer[];
  /** The number of transfers and their sum in minor units, as the database counts them. */
  numberOfTransactions: number;
  controlSum: bigint;
}

/** ISODateTime without a zone, in UTC, to the second: what banks read most reliably. */
const creationMoment = (moment: Date) => moment.toISOString().slice(0, 19);

/**
 * A pain.001.001.03 credit transfer initiation with one payment information block for the batch, built from one
 * object (xmlbuilder2 reads it in a single pass, much faster than an element at a time), without indentation: a bank reads it as well and it is a third smaller. Amounts are written from
 * minor units by placing the decimal point in the integer's digits: nothing passes through a float. Names and
 * remittance texts are cut to the schema's 140 characters and kept to the SEPA character set.
 */
export function buildSepaCreditTransfer(batch: SepaBatch): string {
  const count = String(batch.numberOfTransactions);
  const controlSum = toMajorString(batch.controlSum, 'EUR');
  const transfers = batch.transfers.map((transfer) => {
    const remittance = sepaText(transfer.remittance, 140);
    return {
      PmtId: { EndToEndId: sepaIdentifier(transfer.endToEndId) },
      Amt: { InstdAmt: { '@Ccy': 'EUR', '#': toMajorString(transfer.amount, 'EUR') } },
      Cdtr: { Nm: sepaText(transfer.creditorName, 140) || 'NOTPROVIDED' },
      CdtrAcct: { Id: { IBAN: transfer.creditorIban } },
      ...(remittance ? { RmtInf: { Ustrd: remittance } } : {}),
    };
  });
  const initiation = {
    CstmrCdtTrfInitn: {
      GrpHdr: {
        MsgId: sepaIdentifier(batch.payoutCode),
        CreDtTm: creationMoment(batch.createdAt),
        NbOfTxs: count,
        CtrlSum: controlSum,
        InitgPty: { Nm: sepaText(batch.initiatingParty, 140) },
      },
      PmtInf: {
        PmtInfId: sepaIdentifier(batch.payoutCode),
        PmtMtd: 'TRF',
        // Each transfer is its own line on the statement, so each settles its own payout request.
        BtchBookg: 'false',
        NbOfTxs: count,
        CtrlSum: controlSum,
        PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
        ReqdExctnDt: batch.requestedExecutionDate,
        Dbtr: { Nm: sepaText(batch.debtor.name, 140) },
        DbtrAcct: { Id: { IBAN: batch.debtor.iban } },
        DbtrAgt: { FinInstnId: { BIC: batch.debtor.bic } },
        UltmtDbtr: { Nm: sepaText(batch.ultimateDebtor, 140) },
        ChrgBr: 'SLEV',
        CdtTrfTxInf: transfers,
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }).ele(painNamespace, 'Document').ele(initiation).doc().end();
}
