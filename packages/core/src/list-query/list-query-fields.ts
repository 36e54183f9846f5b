import { kycTiers } from '../contract/account-owner/merchant.ts';
import { payoutRequestStatuses, payoutRequestTypes } from '../contract/account-owner/payout-request.ts';
import { activitySources } from '../contract/approvals/approval-rule.ts';
import { balanceTransferTypes } from '../contract/fund/balance-transfer.ts';
import { bankLineStatuses, bankLineTypes, payoutBatchStatuses } from '../contract/fund/payout-batch-status.ts';
import { splitTransactionTypes, transactionFilterStatuses } from '../contract/fund/split-status.ts';
import { kycTaskReasons, kycTaskStatuses } from '../contract/kyc/kyc-task.ts';
import { statusLabel } from '../status/badge-text.ts';
import type { ListQueryFields, QueryField } from './query-field.ts';
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

/** The bank and PSP lines' status and type (spec section 4: the same for both). */
const integrationStatus: QueryField = {
  name: 'status',
  kind: 'enum',
  values: bankLineStatuses,
  valueLabel: (value, { locale }) => statusLabel(value, locale),
};
const integrationType: QueryField = {
  name: 'type',
  kind: 'enum',
  values: bankLineTypes,
  valueLabel: (value, { t }) => t.bankIntegration.types[value as (typeof bankLineTypes)[number]](),
};

/**
 * What the bank and PSP lines lists both filter on: status and type, the amount and currency, the settlement day, the
 * line's code, the reference and the batch.
 */
const integrationLineFields: readonly QueryField[] = [
  integrationStatus,
  integrationType,
  amount,
  currency,
  { name: 'settled', kind: 'date' },
  code,
  { name: 'reference', kind: 'code' },
  { name: 'batch', kind: 'code' },
];

/**
 * The bank lines list's fields: status and type, the amount and currency, the settlement day, the line's code, the
 * reference the bank reported (a payout request's code or its start), the payout batch and the statement file; a word
 * searches the start of the line's code, reference or batch.
 */
export const bankLineQueryFields: ListQueryFields = {
  fields: [...integrationLineFields, { name: 'file', kind: 'code' }],
  example: 'status:failed,unallocated amount>=1000 settled>-7d reference:PR-00*',
};

/**
 * The PSP lines list's fields: status and type (the bank lines' own), the gross amount and currency, the settlement
 * day, the item's code, the PSP reference, the PSP's settlement batch, the report it came in, its merchant and
 * division; a word searches the start of the item's code, PSP reference or batch.
 */
export const pspLineQueryFields: ListQueryFields = {
  fields: [...integrationLineFields, { name: 'report', kind: 'code' }, merchant, division],
  example: 'status:failed,unallocated amount>=1000 settled>-7d reference:PSP-00*',
};

/**
 * The payout batches list's fields: status, amount (the batch's total, its cancelled items left out) and currency, the
 * creation day, the batch's code, its merchant and division; a word searches the start of the batch's code.
 */
export const payoutBatchQueryFields: ListQueryFields = {
  fields: [
    {
      name: 'status',
      kind: 'enum',
      values: payoutBatchStatuses,
      valueLabel: (value, { locale }) => statusLabel(value, locale),
    },
    amount,
    currency,
    created,
    code,
    merchant,
    division,
  ],
  example: 'status:open,approved amount>=1000 currency:EUR created>-7d',
};

/**
 * The KYC checks list's fields: the task's status, the seller's tier, why the check was opened, the day it was opened,
 * the seller, the task's code, its merchant and division; a word searches the start of the task's code, or the
 * seller's name, code and e-mail anywhere (as the sellers list's search does).
 */
export const kycTaskQueryFields: ListQueryFields = {
  fields: [
    {
      name: 'status',
      kind: 'enum',
      values: kycTaskStatuses,
      valueLabel: (value, { t }) => t.kyc.taskStatuses[value as (typeof kycTaskStatuses)[number]](),
    },
    {
      name: 'tier',
      kind: 'enum',
      values: kycTiers,
      valueLabel: (value, { t }) => t.merchants.create.tiers[value as (typeof kycTiers)[number]](),
    },
    {
      name: 'reason',
      kind: 'enum',
      values: kycTaskReasons,
      valueLabel: (value, { t }) => t.kyc.reasons[value as (typeof kycTaskReasons)[number]](),
    },
    created,
    seller,
    code,
    merchant,
    division,
  ],
  example: 'status:open,assigned tier:advanced_kyc created<=-7d merchant:M-HOLLAND*',
};
