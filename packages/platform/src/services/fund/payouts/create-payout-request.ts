import type { createPayoutRequestBodySchema, FundPayoutRequest, PayoutRequestType } from '@ops/core/contract';
import type { z } from 'zod';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { payoutRequests } from '../../../db/schema/index.ts';
import { badRequest, conflict } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { payeeOf, readPayeeFacts, readPayoutSource } from './payee.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { recordPayoutRequestChange } from './payout-request-audit.ts';
import { readFundPayoutRequest } from './payout-request-row.ts';

type PayoutAsk = Omit<z.output<typeof createPayoutRequestBodySchema>, 'virtualAccountCode'>;

export interface NewPayoutRequest {
  division: DivisionAddress;
  virtualAccountCode: string;
  ask: PayoutAsk;
  type: PayoutRequestType;
  caller: Caller;
  /** The contract route id the audit trail names. */
  action: string;
}

/**
 * Makes a waiting payout request (spec sections 3 to 5). It moves no money: processing accepts or fails it. A
 * complete payout asks the estimated amount, the confirmed balance now; a partial one the amount given.
 */
export async function createPayoutRequest(tx: Transaction, request: NewPayoutRequest): Promise<FundPayoutRequest> {
  await requireDivision(tx, request.division);
  const source = await readPayoutSource(tx, request.virtualAccountCode);
  if (
    !source ||
    source.merchantCode !== request.division.merchantCode ||
    source.divisionCode !== request.division.divisionCode
  ) {
    throw badRequest(messages.checkVirtualAccountCode, [
      { field: 'virtualAccountCode', message: messages.checkVirtualAccountCode },
    ]);
  }
  const targetCurrency = request.ask.targetCurrency ?? source.currency;
  if (targetCurrency !== source.currency) {
    const message = messages.targetCurrencyNotPossible({ sourceCurrency: source.currency, targetCurrency });
    throw badRequest(message, [{ field: 'targetCurrency', message }]);
  }
  const facts = await readPayeeFacts(tx, [source]);
  const checked = payeeOf(source, facts(source));
  if ('refusal' in checked) throw checked.refusal;
  const amount = request.ask.amountMode === 'PARTIAL' ? request.ask.amount : source.confirmedBalance;
  if (!amount) throw conflict(messages.nothingToPayOut());

  const code = newCode('PR');
  await tx.insert(payoutRequests).values({
    code,
    merchantCode: source.merchantCode,
    divisionCode: source.divisionCode,
    accountHolderCode: source.accountHolderCode,
    virtualAccountCode: source.code,
    externalAccountCode: checked.payee.externalAccountCode,
    iban: checked.payee.iban,
    creditorName: checked.payee.creditorName,
    amount,
    sourceCurrency: source.currency,
    targetCurrency,
    type: request.type,
    description: request.ask.description,
    createdBy: request.caller.email,
  });
  const created = await readFundPayoutRequest(tx, code);
  if (!created) throw new Error(`payout request ${code} was not written`);
  await recordPayoutRequestChange(tx, request, code, { before: null, after: created });
  return created;
}
