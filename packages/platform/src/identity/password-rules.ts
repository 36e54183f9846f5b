import type { TranslationFunctions } from '@ops/locales';

export const passwordMinLength = 12;
export const passwordMaxLength = 128;

export interface NewPassword {
  password: string;
  confirmation: string;
  username: string;
  email: string | null;
}

/**
 * What is wrong with a new password, in the reader's words (none: it may be set): at least 12 and at most 128
 * characters, not containing the username or the e-mail's name, typed the same twice. Length, not a mix of
 * character kinds, is what makes a password hard to guess (NIST SP 800-63B).
 */
export function newPasswordProblems(
  { password, confirmation, username, email }: NewPassword,
  t: TranslationFunctions,
): string[] {
  const texts = t.merchantUsers.resetPage;
  const problems: string[] = [];
  const length = [...password].length;
  if (length < passwordMinLength) problems.push(texts.tooShort({ min: passwordMinLength }));
  if (length > passwordMaxLength) problems.push(texts.tooLong({ max: passwordMaxLength }));
  const lower = password.toLowerCase();
  const names = [username, email?.split('@')[0] ?? ''].filter((name) => name.length >= 3);
  if (names.some((name) => lower.includes(name.toLowerCase()))) problems.push(texts.containsName());
  if (password !== confirmation) problems.push(texts.mismatch());
  return problems;
}
