import type { Context } from 'hono';
import type { PlatformApp, PlatformEnv } from '../http/platform-env.ts';
import { escapeHtml } from '../identity/pages/html.ts';
import { providerHeaders, renderPage } from '../identity/pages/page-layout.ts';
import { pageTexts } from '../identity/pages/page-locale.ts';
import { type ReceivedMail, type SandboxSmtpServer, sandboxMailLimit } from './sandbox-smtp-server.ts';

/**
 * `GET /sandbox/mail`: what the sandbox's SMTP server received, newest first, as a page whose links can be
 * followed, or as JSON (`{ messages }`) for tests and scripts when the request accepts `application/json`.
 */
export function registerSandboxMailRoutes(app: PlatformApp, server: SandboxSmtpServer): void {
  app.get('/sandbox/mail', (c) => {
    const messages = server.received();
    if (prefersJson(c)) return c.json({ messages });
    const { locale, t } = pageTexts(c.req.header('accept-language'));
    const texts = t.platform.sandboxMail;
    const body =
      messages.length === 0
        ? `<p class="notice">${escapeHtml(texts.empty())}</p>`
        : `<p class="notice">${escapeHtml(texts.intro({ max: sandboxMailLimit }))}</p>\n${messages
            .map((message) => mailArticle(message, texts))
            .join('\n')}`;
    return c.html(renderPage({ locale, t, title: texts.title(), body, wide: true }), 200, providerHeaders);
  });
}

function prefersJson(c: Context<PlatformEnv>): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

type SandboxMailTexts = ReturnType<typeof pageTexts>['t']['platform']['sandboxMail'];

function mailArticle(message: ReceivedMail, texts: SandboxMailTexts): string {
  return `<article class="mail">
<h2>${escapeHtml(message.subject)}</h2>
<p class="notice">${escapeHtml(texts.from())}: ${escapeHtml(message.from)} · ${escapeHtml(texts.to())}: ${escapeHtml(
    message.to.join(', '),
  )} · ${escapeHtml(texts.received())}: <time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(
    message.receivedAt,
  )}</time></p>
<pre>${linkified(message.text)}</pre>
</article>`;
}

/** The text, escaped, with its http(s) addresses made links. */
function linkified(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}
