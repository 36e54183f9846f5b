import { i18nObject, type Locales } from '@ops/locales';
import { ApiRequestError } from '../../api/index.ts';
import { describeFailure } from '../../errors/index.ts';
import type { TransferField } from './transfer-draft.ts';

/** The platform's refusal of a transfer: its message, in the reader's language when it is one the app knows. */
export interface TransferRefusal {
  message: string;
  /** The field the refusal names, e.g. toVirtualAccountCode for a direction that is not allowed. */
  field: TransferField | undefined;
}

const fields: readonly string[] = ['fromVirtualAccountCode', 'toVirtualAccountCode', 'currency', 'type', 'amount'];

/** Refusals the platform words from the dictionaries: the same key in the reader's language. */
function translated(message: string, locale: Locales): string {
  const en = i18nObject('en');
  const reader = i18nObject(locale);
  const known = [
    [en.validation.checkVirtualAccountCode(), reader.validation.checkVirtualAccountCode()],
    [en.fund.wire.sameVirtualAccount(), reader.fund.wire.sameVirtualAccount()],
    [en.fund.wire.directionNotAllowed(), reader.fund.wire.directionNotAllowed()],
    [en.fund.wire.differentDivisions(), reader.fund.wire.differentDivisions()],
    [en.fund.wire.transfersDisabled(), reader.fund.wire.transfersDisabled()],
  ];
  return known.find(([english]) => english === message)?.[1] ?? message;
}

/**
 * A 4xx answer to the transfer: the platform looked at it and refused (transfers disabled for the division, a
 * direction that is not allowed, an unknown code, too little balance). Its key is spent: the refusal would be
 * answered again, so a new attempt is a new submission. Anything else (no answer, a 5xx) is undefined: the
 * outcome is unknown and the same submission may be retried under its key.
 */
export function transferRefusalOf(error: unknown, locale: Locales): TransferRefusal | undefined {
  if (!(error instanceof ApiRequestError) || error.status === undefined) return undefined;
  if (error.status < 400 || error.status >= 500) return undefined;
  const field = error.error?.details.find((detail) => fields.includes(detail.field))?.field as
    | TransferField
    | undefined;
  const message = error.error?.message ?? describeFailure(error.failure, locale).message;
  return { message: translated(message, locale), field };
}
