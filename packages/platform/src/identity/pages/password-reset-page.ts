import type { Locales, TranslationFunctions } from '@ops/locales';
import { passwordMinLength } from '../password-rules.ts';
import { escapeHtml } from './html.ts';
import { renderPage } from './page-layout.ts';

export interface PasswordResetPage {
  locale: Locales;
  t: TranslationFunctions;
  /** Where the form posts: the link's own path. */
  action: string;
  username: string;
  /** What is wrong with the password sent last, in the reader's words. */
  problems?: readonly string[];
}

/** The page a password-reset e-mail's link opens: a new password, typed twice, and its rules. */
export function renderPasswordResetPage({ locale, t, action, username, problems = [] }: PasswordResetPage): string {
  const texts = t.merchantUsers.resetPage;
  const errors =
    problems.length === 0
      ? ''
      : `<div class="error" role="alert" id="password-problems"><ul>${problems
          .map((problem) => `<li>${escapeHtml(problem)}</li>`)
          .join('')}</ul></div>`;
  const described = problems.length === 0 ? 'password-rules' : 'password-rules password-problems';
  const body = `
<p>${escapeHtml(texts.intro({ username }))}</p>
${errors}
<form method="post" action="${escapeHtml(action)}">
<input type="text" name="username" autocomplete="username" value="${escapeHtml(username)}" hidden>
<label for="password">${escapeHtml(texts.password())}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="${described}"${problems.length > 0 ? ' aria-invalid="true"' : ''}>
<p class="notice" id="password-rules">${escapeHtml(texts.rules({ min: passwordMinLength }))}</p>
<label for="confirmation">${escapeHtml(texts.confirm())}</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required>
<div class="actions">
<button class="primary" type="submit">${escapeHtml(texts.submit())}</button>
</div>
</form>`;
  return renderPage({ locale, t, title: texts.title(), body });
}

/** The password is set: sign in with it. */
export function renderPasswordSetPage({ locale, t }: { locale: Locales; t: TranslationFunctions }): string {
  const texts = t.merchantUsers.resetPage;
  const body = `<p role="status">${escapeHtml(texts.done())}</p>
<div class="actions"><a class="primary button-link" href="/">${escapeHtml(texts.signIn())}</a></div>`;
  return renderPage({ locale, t, title: texts.doneTitle(), body });
}
