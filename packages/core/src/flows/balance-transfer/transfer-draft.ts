import type { Locales } from '@ops/locales';
import type { MessageKey } from '../../actions/message-key.ts';
import {
  type BalanceTransferType,
  balanceTransferTypes,
  type CreateBalanceTransferBody,
  type VirtualAccountBalance,
} from '../../contract/index.ts';
import { formatMoney, isCurrencyCode } from '../../money/index.ts';

/** The transfer form as typed: the amount is the text in the field, in minor units (EUR 10.00 is 1000). */
export interface TransferDraft {
  fromVirtualAccountCode: string;
  toVirtualAccountCode: string;
  currency: string;
  type: BalanceTransferType | '';
  amount: string;
  description: string;
}

export const blankTransferDraft = (): TransferDraft => ({
  fromVirtualAccountCode: '',
  toVirtualAccountCode: '',
  currency: '',
  type: '',
  amount: '',
  description: '',
});

/** What is known of the account a code names: nothing typed, being fetched, found with its balances, or unknown. */
export type AccountLookup =
  | { status: 'empty' }
  | { status: 'loading'; code: string }
  | { status: 'found'; code: string; account: VirtualAccountBalance }
  | { status: 'invalid'; code: string };

export interface TransferAccounts {
  from: AccountLookup;
  to: AccountLookup;
}

export type TransferField = keyof TransferDraft;
export type TransferErrors = Partial<Record<TransferField, MessageKey>>;

export type CheckedTransfer = { ok: true; body: CreateBalanceTransferBody } | { ok: false; errors: TransferErrors };

const found = (lookup: AccountLookup) => (lookup.status === 'found' ? lookup.account : undefined);

/** The currencies the transfer can be in: those of the accounts found, in both when both are found. */
export function currencyOptions(accounts: TransferAccounts): string[] {
  const from = found(accounts.from)?.currency;
  const to = found(accounts.to)?.currency;
  if (from && to) return from === to ? [from] : [];
  return from ? [from] : to ? [to] : [];
}

/** The amount field as minor units, when it holds a positive whole number. */
export function amountOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const amount = Number(trimmed);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
}

/** The live display of the amount in major units, e.g. '€10.00' for 1000 EUR; undefined while it is not a number. */
export function amountDisplay(draft: Pick<TransferDraft, 'amount' | 'currency'>, locale: Locales): string | undefined {
  const amount = amountOf(draft.amount);
  if (amount === undefined || !isCurrencyCode(draft.currency)) return undefined;
  return formatMoney(amount, draft.currency, locale);
}

function accountError(lookup: AccountLookup, code: string): MessageKey | undefined {
  if (code.trim() === '') return 'validation.required';
  return lookup.status === 'invalid' ? 'validation.checkVirtualAccountCode' : undefined;
}

/**
 * The transfer form's rules (spec section 5): both codes name accounts that were found ('Error, check virtual
 * account code'), and differ; a currency of theirs ('No currencies found' when they have none in common); a type;
 * an amount that is a positive whole number of minor units ('Required', 'Invalid Amount', 'Value Too Low'), no
 * more than the from account's confirmed balance ('Value Too High'). The platform checks the rest: the direction,
 * the division and whether transfers are enabled.
 */
export function checkTransferDraft(draft: TransferDraft, accounts: TransferAccounts): CheckedTransfer {
  const errors: TransferErrors = {};
  const fromError = accountError(accounts.from, draft.fromVirtualAccountCode);
  const toError = accountError(accounts.to, draft.toVirtualAccountCode);
  if (fromError) errors.fromVirtualAccountCode = fromError;
  if (toError) errors.toVirtualAccountCode = toError;
  const from = found(accounts.from);
  const to = found(accounts.to);
  if (!toError && draft.toVirtualAccountCode.trim() === draft.fromVirtualAccountCode.trim()) {
    errors.toVirtualAccountCode = 'fund.wire.sameVirtualAccount';
  }
  const options = currencyOptions(accounts);
  if (from && to && options.length === 0) errors.currency = 'validation.noCurrencies';
  else if (draft.currency === '') errors.currency = 'validation.required';
  else if (!options.includes(draft.currency) && (from || to)) errors.currency = 'validation.noCurrencies';
  if (draft.type === '' || !balanceTransferTypes.includes(draft.type)) errors.type = 'validation.required';
  const amount = amountOf(draft.amount);
  if (draft.amount.trim() === '') errors.amount = 'validation.required';
  else if (!/^-?\d+$/.test(draft.amount.trim())) errors.amount = 'validation.invalidAmount';
  else if (amount === undefined) errors.amount = 'validation.valueTooLow';
  else if (from && amount > from.confirmedBalance) errors.amount = 'validation.valueTooHigh';
  if (Object.keys(errors).length > 0 || !from || !to || amount === undefined || draft.type === '') {
    return { ok: false, errors };
  }
  const description = draft.description.trim();
  return {
    ok: true,
    body: {
      fromVirtualAccountCode: from.code,
      toVirtualAccountCode: to.code,
      amount,
      currency: draft.currency,
      type: draft.type,
      ...(description ? { description } : {}),
    },
  };
}
