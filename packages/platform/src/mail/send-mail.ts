import { i18nObject } from '@ops/locales';
import { ApiProblem } from '../http/api-problem.ts';
import type { Logger } from '../http/logger.ts';
import type { OutgoingMail } from './mailer.ts';
import type { PlatformMail } from './platform-mail.ts';

const en = i18nObject('en');

/**
 * Sends one e-mail of an API call, the one entry the services use: a 503 when the platform has no SMTP server
 * (production without `OPS_SMTP_URL`), a 502 when the server refused or could not be reached (logged, without the
 * message's text).
 */
export async function sendMail(mail: PlatformMail, message: OutgoingMail, logger?: Logger): Promise<void> {
  if (!mail.mailer) throw new ApiProblem(503, en.platform.mail.unavailable());
  try {
    await mail.mailer.sendMail(message);
  } catch (error) {
    logger?.error({ err: error, subject: message.subject }, 'e-mail not sent');
    throw new ApiProblem(502, en.platform.mail.failed());
  }
}
