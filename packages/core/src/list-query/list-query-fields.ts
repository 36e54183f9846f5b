import { payoutRequestStatuses, payoutRequestTypes } from '../contract/account-owner/payout-request.ts';
import { activitySources } from '../contract/approvals/approval-rule.ts';
import { balanceTransferTypes } from '../contract/fund/balance-transfer.ts';
import { bankLineStatuses, bankLineTypes } from '../contract/fund/payout-batch-status.ts';
import { splitTransactionTypes, transactionFilterStatuses } from '../contract/fund/split-status.ts';
import { statusLabel } from '../status/badge-text.ts';
import type { ListQueryFields } from './query-field.ts';
import { amount, code, created, currency, division, merchant, seller } from './shared-query-fields.ts';

/**
 * The transactions list's fields: its filter status and type, the amount and currency, the creation day, a seller
 * with a share in it and the split code; a word searches the start of the split code, reference, order number or
 * PSP reference.
 */
export const transactionQueryFields: ListQueryFields = {
  fields: [
    {
      name: 'status',
      kind: 'enum',
      values: transactionFilterStatuses,
      valueLabel: (value, { t }) =>
        t.transactions.filterStatuses[value as (typeof transactionFilterStatuses)[number]](),
    },
    {
      name: 'type',
      kind: 'enum',
      values: splitTransactionTypes,
      valueLabel: (value, { t }) => t.transactions.types[value as (typeof splitTransactionTypes)[number]](),
    },
    amount,
    currency,
    created,
    seller,
    code,
  ],
  example: 'status:reconciled amount>=1000 created>-7d -type:REFUND',
};

/**
 * The payout requests list's fields: status and type, amount and (source) currency, the creation day, the seller,
 * the request's code, its payout batch, merchant and division; a word searches the start of the request's, seller's
 * or batch's code.
 */
export const payoutRequestQueryFields: ListQueryFields = {
  fields: [
    {
      name: 'status',
      kind: 'enum',
      values: payoutRequestStatuses,
      valueLabel: (value, { locale }) => statusLabel(value, locale),
    },
    {
      name: 'type',
      kind: 'enum',
      values: payoutRequestTypes,
      valueLabel: (value, { t }) => t.payoutScreens.types[value as (typeof payoutRequestTypes)[number]](),
    },
    amount,
    currency,
    created,
    seller,
    code,
    { name: 'batch', kind: 'code' },
    merchant,
    division,
  ],
  example: 'status:failed,returned amount>=1000 created>-7d seller:AH-00*',
};

/**
 * The balance transfers list's fields: the type, amount and currency, the creation day, the virtual account the money
 * came from, went to, or either of them, the transfer's code, its merchant and division; a word searches the start of
 * the transfer's or either account's code.
 */
export const balanceTransferQueryFields: ListQueryFields = {
  fields: [
    {
      name: 'type',
      kind: 'enum',
      values: balanceTransferTypes,
      valueLabel: (value, { t }) => t.fund.transferTypes[value as (typeof balanceTransferTypes)[number]](),
    },
    amount,
    currency,
    created,
    { name: 'from', kind: 'code' },
    { name: 'to', kind: 'code' },
    { name: 'account', kind: 'code' },
    code,
    merchant,
    division,
  ],
  example: 'type:correction,vat amount>=1000 created>-7d account:VA-00*',
};

/**
 * The activity feed's fields: who made the change (their e-mail), the action (the call's route id), the object's type
 * and code as the trail names them, where the change came from, when, its merchant and division; a word searches the
 * start of the object's code (in capitals), the e-mail (in small letters) or the action (as typed).
 */
export const activityQueryFields: ListQueryFields = {
  fields: [
    { name: 'who', kind: 'code' },
    { name: 'action', kind: 'code' },
    { name: 'type', kind: 'code' },
    { name: 'object', kind: 'code' },
    {
      name: 'source',
      kind: 'enum',
      values: activitySources,
      valueLabel: (value, { t }) => t.audit.sources[value as (typeof activitySources)[number]](),
    },
    { name: 'when', kind: 'date' },
    merchant,
    division,
  ],
  example: 'who:oscar@sandbox.test source:web,cli when>-7d type:balanceTransfer',
};

/**
 * The bank lines list's fields: status and type, the amount and currency, the settlement day, the line's code, the
 * reference the bank reported (a payout request's code or its start), the payout batch and the statement file; a word
 * searches the start of the line's code, reference or batch.
 */
export const bankLineQueryFields: ListQueryFields = {
  fields: [
    {
      name: 'status',
      kind: 'enum',
      values: bankLineStatuses,
      valueLabel: (value, { locale }) => statusLabel(value, locale),
    },
    {
      name: 'type',
      kind: 'enum',
      values: bankLineTypes,
      valueLabel: (value, { t }) => t.bankIntegration.types[value as (typeof bankLineTypes)[number]](),
    },
    amount,
    currency,
    { name: 'settled', kind: 'date' },
    code,
    { name: 'reference', kind: 'code' },
    { name: 'batch', kind: 'code' },
    { name: 'file', kind: 'code' },
  ],
  example: 'status:failed,unallocated amount>=1000 settled>-7d reference:PR-00*',
};
