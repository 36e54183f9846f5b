import type { createSplitPaymentBodySchema, SplitTransaction } from '@ops/core/contract';
import type { z } from 'zod';
import { recordAudit } from '../../../audit/record-audit.ts';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type PostingInput, postTransaction } from '../../../ledger/post-transaction.ts';
import { worldAccount } from '../../../ledger/world-account.ts';
import { readSplitTransaction } from './read-splits.ts';
import { type BookedShare, recordSplit } from './record-split.ts';
import { divisionIncomeAccount, isLiveDivision, sellerAccounts } from './split-accounts.ts';
import { splitMessages as messages } from './split-messages.ts';
import { addProblem, feesOf, fieldProblem, refuseProblems, splitCreatorProblems } from './split-problems.ts';

type SplitPaymentRequest = z.output<typeof createSplitPaymentBodySchema>;

/**
 * Books a payment split among sellers of one division, inside the request's transaction. The PSP's world account
 * gives the total; each seller's pending balance takes its share less its item groups' fees; the division income
 * account's pending balance takes the fees and what no seller got. The transaction, its ledger postings and the
 * audit entry are written together, or not at all.
 */
export async function createSplitPayment(
  tx: Transaction,
  payment: SplitPaymentRequest,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<SplitTransaction> {
  const { merchantCode, divisionCode, currency } = payment;
  if (!(await isLiveDivision(tx, merchantCode, divisionCode))) {
    throw fieldProblem('divisionCode', messages.noMatchingDivision);
  }
  const codes = payment.sellers.flatMap((share) => (share.sellerCode ? [share.sellerCode] : []));
  const accounts = await sellerAccounts(tx, { merchantCode, divisionCode }, codes, currency);
  const problems = splitCreatorProblems(payment, (share) => {
    const account = share.sellerCode ? accounts.get(share.sellerCode) : undefined;
    return account !== null;
  });
  payment.sellers.forEach((share, index) => {
    if (share.sellerCode && !accounts.has(share.sellerCode)) {
      addProblem(problems, `sellers.${index}.sellerCode`, messages.sellerNotInDivision({ code: share.sellerCode }));
    }
  });
  refuseProblems(problems);

  const shares: BookedShare[] = payment.sellers.map((share) => ({
    ...share,
    sellerCode: share.sellerCode ?? '',
    virtualAccountCode: accounts.get(share.sellerCode ?? '') ?? '',
  }));
  const divisionAmount = payment.totalAmount - shares.reduce((sum, share) => sum + share.amount - feesOf(share), 0);
  const incomeAccount = await divisionIncomeAccount(tx, divisionCode, currency);
  const psp = await worldAccount(tx, { kind: 'PSP', name: payment.psp, currency });
  const postings: PostingInput[] = [{ worldAccount: psp, amount: -payment.totalAmount }];
  for (const share of shares) {
    const net = share.amount - feesOf(share);
    if (net > 0) postings.push({ virtualAccountCode: share.virtualAccountCode, bucket: 'PENDING', amount: net });
  }
  if (divisionAmount > 0)
    postings.push({ virtualAccountCode: incomeAccount, bucket: 'PENDING', amount: divisionAmount });

  const code = newCode('SP');
  await postTransaction(tx, {
    type: 'SPLIT',
    status: 'PENDING',
    currency,
    reference: code,
    description: payment.description,
    idempotencyKeyId,
    postings,
  });
  await recordSplit(
    tx,
    {
      code,
      type: 'PAYMENT',
      subtype: 'SPLIT',
      status: 'PENDING',
      merchantCode,
      divisionCode,
      currency,
      totalAmount: payment.totalAmount,
      divisionAmount,
      psp: payment.psp,
      pspReference: payment.pspReference,
      paymentMethod: payment.paymentMethod,
      description: payment.description,
      reference: payment.reference,
      orderNumber: payment.orderNumber,
      createdBy: caller.email,
    },
    shares,
  );
  const created = await readSplitTransaction(tx, code);
  if (!created) throw new Error(`split payment ${code} was not written`);
  await recordAudit(tx, {
    actorEmail: caller.email,
    action: 'createSplitPayment',
    entityType: 'splitTransaction',
    entityId: code,
    before: null,
    after: created,
  });
  return created;
}
