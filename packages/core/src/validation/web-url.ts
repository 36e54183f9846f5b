import { type Checked, failed, passed } from './checked.ts';

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A web address such as a hosted-onboarding redirect URL: absolute, http or https. */
export function checkUrl(text: string | null | undefined): Checked<string> {
  const url = text?.trim() ?? '';
  if (url === '') return failed('required');
  return isWebUrl(url) ? passed(url) : failed('invalidUrl');
}

/** A webhook's URL: 'Missing URL' when empty, otherwise a web address. */
export function checkWebhookUrl(text: string | null | undefined): Checked<string> {
  const url = text?.trim() ?? '';
  return url === '' ? failed('missingUrl') : checkUrl(url);
}
