import { i18nObject } from '@ops/locales';
import type { OutgoingMail } from '../../mail/index.ts';

const languages = [i18nObject('en'), i18nObject('nl')];

export interface OnboardingLinkMail {
  to: string;
  merchantName: string;
  url: string;
  expiresAt: string;
}

/**
 * The hosted-onboarding link e-mailed to a seller, in English and then Dutch (the platform does not know the
 * seller's language; the page itself follows the browser's): who asks, what to fill in, the link and until when.
 */
export function onboardingLinkMail({ to, merchantName, url, expiresAt }: OnboardingLinkMail): OutgoingMail {
  const until = expiresAt.replace('T', ' ').slice(0, 16);
  const parts = languages.map(({ onboarding: { mail } }) =>
    [mail.intro({ merchant: merchantName }), mail.action({ expiresAt: `${until} UTC` }), '', url].join('\n'),
  );
  const [english] = languages;
  return {
    to,
    subject: english?.onboarding.mail.subject({ merchant: merchantName }) ?? '',
    text: parts.join('\n\n—\n\n'),
  };
}
