import { i18nObject } from '@ops/locales';
import type { OutgoingMail } from '../../mail/index.ts';

const en = i18nObject('en');

export interface PasswordResetMail {
  to: string;
  firstName: string;
  username: string;
  merchantName: string;
  link: string;
  lifetimeMinutes: number;
}

/** The password-reset e-mail: who it is for, the link, how long it works, and what to do if unexpected. */
export function passwordResetMail({
  to,
  firstName,
  username,
  merchantName,
  link,
  lifetimeMinutes,
}: PasswordResetMail): OutgoingMail {
  const texts = en.merchantUsers.resetMail;
  const text = [
    texts.greeting({ name: firstName }),
    '',
    texts.intro({ username, merchant: merchantName }),
    texts.action({ minutes: lifetimeMinutes }),
    '',
    link,
    '',
    texts.ignore(),
  ].join('\n');
  return { to, subject: texts.subject(), text };
}
