import { i18nObject, type Locales } from '@ops/locales';
import type { SessionUser } from './session-user.ts';

export interface SupportRequester {
  user: Pick<SessionUser, 'email' | 'givenName' | 'familyName'>;
  /** The merchant selected when access was refused; '[data missing]' when none was. */
  merchantName?: string | undefined;
  /** The configured support address (`/app-config.json`); without one the user's mail program asks for it. */
  supportEmail?: string | undefined;
}

/**
 * The Unauthorised screen's contact-support mail (spec section 2): subject and body prefilled with the user's
 * e-mail, first name, last name and merchant name, '[data missing]' standing in for whatever is unknown. The
 * recipient is the platform's configured support address, or left to the user's mail program when none is set.
 */
export function contactSupportMail({ user, merchantName, supportEmail }: SupportRequester, locale: Locales) {
  const { unauthorised } = i18nObject(locale).auth;
  const known = (value: string | undefined) =>
    value !== undefined && value.trim() !== '' ? value.trim() : unauthorised.dataMissing();
  const subject = unauthorised.mailSubject();
  const body = unauthorised.mailBody({
    email: known(user.email),
    firstName: known(user.givenName),
    lastName: known(user.familyName),
    merchantName: known(merchantName),
  });
  // RFC 6068: percent-encoding throughout (spaces as %20, line breaks as %0D%0A), never '+'.
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const recipient = supportEmail ? supportEmail.split('@').map(encodeURIComponent).join('@') : '';
  return { subject, body, href: `mailto:${recipient}?subject=${encode(subject)}&body=${encode(body)}` };
}
