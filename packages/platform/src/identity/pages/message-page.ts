import type { Locales, TranslationFunctions } from '@ops/locales';
import { escapeHtml } from './html.ts';
import { renderPage } from './page-layout.ts';

export interface MessagePage {
  locale: Locales;
  t: TranslationFunctions;
  title: string;
  message: string;
  /** Shown as an alert rather than as plain information. */
  isError?: boolean;
}

/** A page that only tells something: signed out, signed in, or why a sign-in failed. */
export function renderMessagePage({ locale, t, title, message, isError = false }: MessagePage): string {
  const body = isError ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : `<p>${escapeHtml(message)}</p>`;
  return renderPage({ locale, t, title, body });
}
