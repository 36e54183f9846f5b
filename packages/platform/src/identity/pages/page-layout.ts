import type { Locales, TranslationFunctions } from '@ops/locales';
import { providerPageHeaders } from '../../http/security-headers.ts';
import { devServerOrigin } from '../oidc-clients.ts';
import { escapeHtml } from './html.ts';

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5f7;color:#1b2430;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(28rem,100% - 2rem);margin:2rem 0;padding:2rem;background:#fff;border-radius:12px;
box-shadow:0 1px 3px rgb(0 0 0 / .12)}
h1{margin:0 0 .5rem;font-size:1.5rem}
p{margin:.5rem 0}
.notice{color:#4b5563;font-size:.9rem}
.error{padding:.75rem 1rem;border-radius:8px;background:#fdecec;color:#9b1c1c}
.accounts{list-style:none;margin:1rem 0;padding:0;display:grid;gap:.5rem}
.account{width:100%;display:flex;align-items:center;gap:.75rem;padding:.75rem;border:1px solid #d6dbe1;
border-radius:8px;background:#fff;font:inherit;text-align:left;cursor:pointer}
.account:hover,.account:focus-visible{border-color:#1d6b5a;outline:2px solid #1d6b5a}
.account img{width:40px;height:40px;border-radius:50%}
.account span{display:grid}
.account small{color:#4b5563}
.badge{margin-left:auto;padding:.1rem .5rem;border-radius:999px;background:#e6f4ef;color:#1d6b5a;font-size:.75rem}
.badge.muted{background:#eef0f3;color:#4b5563}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input[type=email],input[type=text],input[type=password]{width:100%;padding:.6rem .75rem;border:1px solid #b8c0ca;border-radius:8px;font:inherit}
input[name=user_code]{text-transform:uppercase;letter-spacing:.2em;text-align:center;font-size:1.25rem}
.actions{display:flex;gap:.5rem;margin-top:1rem}
button.primary,button.secondary{padding:.6rem 1rem;border-radius:8px;font:inherit;cursor:pointer}
button.primary,a.button-link{border:0;background:#1d6b5a;color:#fff}
a.button-link{padding:.6rem 1rem;border-radius:8px;text-decoration:none}
button.secondary{border:1px solid #b8c0ca;background:#fff;color:#1b2430}
main.wide{width:min(56rem,100% - 2rem)}
.mail{margin:1rem 0;padding-top:1rem;border-top:1px solid #d6dbe1}
.mail h2{margin:0;font-size:1.1rem}
.mail pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#f3f5f7;padding:.75rem;border-radius:8px}
.mail a{color:#1d6b5a}
.field-error{color:#9b1c1c;font-size:.9rem;margin:.25rem 0}
code.user-code{display:block;margin:1rem 0;font-size:2rem;letter-spacing:.2em;text-align:center}
`;

export interface PageContent {
  locale: Locales;
  t: TranslationFunctions;
  title: string;
  /** Markup built with escapeHtml around every value that is not the page's own. */
  body: string;
  /** A wider page, for lists (the sandbox mail). */
  wide?: boolean;
}

/**
 * The headers of every page and answer of the sandbox provider, its policy allowing the pages' style block; its forms
 * go to the platform, whose answer may send the browser on to a client's redirect address (the dev server's too).
 */
export const providerHeaders = providerPageHeaders(styles, [devServerOrigin]);

/** A complete server-rendered page of the sandbox provider: no scripts, inline styles only. */
export function renderPage({ locale, t, title, body, wide = false }: PageContent): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(t.platform.pageTitle({ title }))}</title>
<style>${styles}</style>
</head>
<body>
${wide ? '<main class="wide">' : '<main>'}
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
