import { usernamePattern } from '../contract/merchant-users/merchant-user.ts';
import { emailSchema } from '../contract/primitives.ts';
import type { FieldErrors } from './checked.ts';

export interface MerchantUserDraft {
  /** Absent when editing: a user's username is fixed. */
  username?: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type MerchantUserField = 'username' | 'email' | 'firstName' | 'lastName';

/**
 * The user form's fields as the platform checks them: a username of 3 to 64 letters, digits, dots, dashes,
 * underscores or @; an e-mail address or nothing; a first and a last name ('Required').
 */
export function checkMerchantUserDraft(draft: MerchantUserDraft): FieldErrors<MerchantUserField> {
  const errors: FieldErrors<MerchantUserField> = {};
  if (draft.username !== undefined) {
    const username = draft.username.trim().toLowerCase();
    if (username === '') errors.username = 'required';
    else if (!usernamePattern.test(username)) errors.username = 'invalidUsername';
  }
  const email = draft.email.trim();
  if (email !== '' && !emailSchema.safeParse(email).success) errors.email = 'invalidEmail';
  if (draft.firstName.trim() === '') errors.firstName = 'required';
  if (draft.lastName.trim() === '') errors.lastName = 'required';
  return errors;
}
