import { type HostedOnboardingLogo, textColorOn } from '@ops/core/contract';
import type { Locales } from '@ops/locales';
import { escapeHtml } from '../../../identity/pages/html.ts';

/** Where the page's script is served. */
export const hostedPageScriptPath = '/onboarding/assets/page.js';

const styles = `
*{box-sizing:border-box}
body{margin:0;background:#f3f5f7;color:#1b2430;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1rem;
background:var(--brand);color:var(--on-brand)}
header img{display:block;max-width:min(400px,60vw);max-height:80px;height:auto}
header .merchant{font-weight:700;font-size:1.125rem}
header a{color:var(--on-brand)}
main{width:min(40rem,100% - 1.5rem);margin:1rem auto 3rem;padding:1.25rem;background:#fff;border-radius:12px;
box-shadow:0 1px 3px rgb(0 0 0 / .12)}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25}
h2{margin:0 0 .75rem;font-size:1.2rem}
h2:focus{outline:none}
.step{border:0;margin:0 0 1.5rem;padding:0}
.step-count{margin:0;color:#4b5563;font-size:.875rem}
.field{margin:0 0 1rem}
label{display:block;margin:0 0 .25rem;font-weight:600}
.optional{font-weight:400;color:#4b5563}
input,select{width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:8px;
font:inherit;background:#fff;color:inherit}
input[type=file]{padding:.5rem}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--brand);
outline-offset:2px}
[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.hint{margin:.25rem 0 0;color:#4b5563;font-size:.875rem}
.field-error{margin:.25rem 0 0;color:#b91c1c;font-weight:600}
.error-summary{margin:0 0 1rem;padding:.75rem 1rem;border:2px solid #b91c1c;border-radius:8px;background:#fdecec}
.error-summary h2{margin:0 0 .25rem;font-size:1rem;color:#9b1c1c}
.error-summary a{color:#9b1c1c}
.row{display:grid;gap:0 1rem;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr))}
.moves{display:flex;gap:.75rem;justify-content:flex-end;flex-wrap:wrap}
button{min-height:2.75rem;padding:.5rem 1.25rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.primary{border:0;background:var(--brand);color:var(--on-brand)}
.secondary{border:1px solid #6b7280;background:#fff;color:#1b2430}
form:not(.stepped) button[data-move]{display:none}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.notice{padding:.75rem 1rem;border-radius:8px;background:#eef0f3}
`;

export interface HostedPageFrame {
  locale: Locales;
  title: string;
  merchantName: string;
  primaryColor: string;
  logo: HostedOnboardingLogo | null;
  /** The link to the page in the other language, shown in the header; none on pages without a form. */
  otherLanguage?: { href: string; label: string; name: string; locale: Locales } | undefined;
  withScript: boolean;
  body: string;
}

/**
 * A server-rendered page of the hosted onboarding, in the merchant's colour and with its logo, and its style block,
 * which the page's Content-Security-Policy allows by hash (`hostedPageHeaders`).
 */
export function renderHostedPage(frame: HostedPageFrame): { html: string; style: string } {
  const brand = `:root{--brand:${frame.primaryColor};--on-brand:${textColorOn(frame.primaryColor)}}`;
  const style = `${brand}${styles}`;
  const logo = frame.logo
    ? `<img src="${frame.logo.dataUrl}" width="${frame.logo.width}" height="${frame.logo.height}" alt="${escapeHtml(frame.merchantName)}">`
    : `<span class="merchant">${escapeHtml(frame.merchantName)}</span>`;
  const language = frame.otherLanguage
    ? `<a href="${escapeHtml(frame.otherLanguage.href)}" hreflang="${frame.otherLanguage.locale}" lang="${frame.otherLanguage.locale}" aria-label="${escapeHtml(frame.otherLanguage.label)}">${escapeHtml(frame.otherLanguage.name)}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${frame.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${frame.primaryColor}">
<title>${escapeHtml(frame.title)}</title>
<style>${style}</style>
${frame.withScript ? `<script src="${hostedPageScriptPath}" defer></script>` : ''}
</head>
<body>
<header>${logo}${language}</header>
<main>
${frame.body}
</main>
</body>
</html>`;
  return { html, style };
}
