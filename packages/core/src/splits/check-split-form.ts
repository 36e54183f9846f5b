import type { CreateSplitPaymentBody } from '../contract/index.ts';
import { checkRequired, type FieldErrors } from '../validation/index.ts';
import { checkSplitShares } from './check-split-shares.ts';
import type { SplitForm } from './split-form.ts';

/** What the split creator sends for the bound division: the create split payment body less its codes. */
export type SplitPaymentRequest = Omit<CreateSplitPaymentBody, 'merchantCode' | 'divisionCode'>;

export interface SplitFormCheck {
  /**
   * By field: `psp`, `pspReference`, `paymentMethod`, `currency`, `totalAmount`, `sellers`, `sellers.{i}.sellerCode`,
   * `sellers.{i}.amount`, `sellers.{i}.itemGroups.{j}` (its fees) and `sellers.{i}.itemGroups.{j}.{amount field}`.
   */
  errors: FieldErrors;
  /** What no seller gets yet, in minor units of the currency; negative when the shares exceed the total. */
  remainder: number;
  /** The request to send, once nothing is wrong. */
  request: SplitPaymentRequest | undefined;
}

/**
 * The split creator's payment form: its shares with the split rules of spec section 5 (`checkSplitShares`), and
 * the PSP, its reference and the payment method required. When nothing is wrong, `request` is what to send,
 * amounts in minor units.
 */
export function checkSplitForm(form: SplitForm): SplitFormCheck {
  const { errors, remainder, shares } = checkSplitShares(form);
  for (const field of ['psp', 'pspReference', 'paymentMethod'] as const) {
    const text = checkRequired(form[field]);
    if (!text.ok) errors[field] = text.message;
  }
  if (!shares || Object.keys(errors).length > 0) return { errors, remainder, request: undefined };
  const request: SplitPaymentRequest = {
    psp: form.psp.trim(),
    pspReference: form.pspReference.trim(),
    paymentMethod: form.paymentMethod.trim(),
    ...shares,
  };
  return { errors, remainder, request };
}
