import { formatIsoDate } from '@ops/core/dates';
import { toMajorString } from '@ops/core/money';
import { eq } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import type { Queryable } from '../../../db/database.ts';
import { payoutBatches } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import { batchItemsIn } from './batch-items.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { sandboxBank, sandboxStatementLine } from './sandbox-bank.ts';
import { sepaText } from './sepa-text.ts';

/** The namespace of the ISO 20022 bank-to-customer statement the sandbox bank sends: version 2, what banks send most. */
export const camt053Namespace = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';

/** The items the bank had from an instructed batch, whatever became of them since. */
const instructedStatuses = ['ACCEPTED', 'PROCESSED', 'RETURNED', 'REGENERATED'] as const;

interface StatementItem {
  code: string;
  amount: number;
  creditorName: string;
  iban: string | null;
  description: string | null;
}

function entryOf(payoutCode: string, bookingDate: string, item: StatementItem, truncate: boolean) {
  const line = sandboxStatementLine(item.iban ?? '', item.code, truncate);
  const returned = line.type === 'RETURNED_TRANSACTION';
  const amount = { '@Ccy': 'EUR', '#': toMajorString(item.amount, 'EUR') };
  const payee = { Nm: sepaText(item.creditorName, 140) || 'NOTPROVIDED' };
  const payeeAccount = { Id: { IBAN: item.iban ?? '' } };
  return {
    Amt: amount,
    CdtDbtInd: returned ? 'CRDT' : 'DBIT',
    Sts: 'BOOK',
    BookgDt: { Dt: bookingDate },
    ValDt: { Dt: bookingDate },
    // Stable per item: a statement sent again, or overlapping another, books each item once.
    AcctSvcrRef: `${payoutCode}/${item.code}`,
    BkTxCd: { Domn: { Cd: 'PMNT', Fmly: { Cd: 'ICDT', SubFmlyCd: returned ? 'RRTN' : 'ESCT' } } },
    NtryDtls: {
      TxDtls: {
        Refs: { PmtInfId: payoutCode, EndToEndId: line.reference },
        AmtDtls: { TxAmt: { Amt: amount } },
        RltdPties: returned
          ? { Dbtr: payee, DbtrAcct: payeeAccount }
          : { Dbtr: { Nm: sandboxBank.accountName }, Cdtr: payee, CdtrAcct: payeeAccount },
        ...(item.description ? { RmtInf: { Ustrd: sepaText(item.description, 140) } } : {}),
        ...(returned ? { RtrInf: { Rsn: { Cd: 'AC04' }, AddtlInf: 'Account closed' } } : {}),
      },
    },
  };
}

/**
 * The statement (camt.053.001.02) the sandbox bank sends for an instructed batch: one entry per item on the
 * platform's account at the bank, booked on the execution day, by its demo rule (`sandboxStatementLine`); the item
 * named by `truncate` has its end-to-end id cut short. The same batch gives the same file, byte for byte.
 */
export async function sandboxStatementFile(db: Queryable, payoutCode: string, truncate?: string): Promise<File> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.code, payoutCode));
  if (!batch) throw notFound(messages.payoutNotFound({ code: payoutCode }));
  if (batch.instructedAt === null) throw conflict(messages.batchNotInstructed({ status: batch.status }));
  const items = await batchItemsIn(db, payoutCode, instructedStatuses);
  const bookingDate = batch.requestedExecutionDate ?? formatIsoDate(batch.instructedAt);
  const createdAt = batch.instructedAt.toISOString().slice(0, 19);
  const statement = {
    BkToCstmrStmt: {
      GrpHdr: { MsgId: `${payoutCode}-STMT`, CreDtTm: createdAt },
      Stmt: {
        Id: `${payoutCode}-STMT`,
        CreDtTm: createdAt,
        Acct: {
          Id: { IBAN: sandboxBank.iban },
          Ccy: batch.currency,
          Svcr: { FinInstnId: { BIC: sandboxBank.bic } },
        },
        Ntry: items.map((item) => entryOf(payoutCode, bookingDate, item, item.code === truncate)),
      },
    },
  };
  const xml = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(camt053Namespace, 'Document')
    .ele(statement)
    .doc()
    .end();
  return new File([xml], `${payoutCode}-camt053.xml`, { type: 'application/xml' });
}
