import { defaultPrimaryColor } from '@ops/core/contract';
import type { Locales, TranslationFunctions } from '@ops/locales';
import { i18nObject } from '@ops/locales';
import type { Context } from 'hono';
import type { Database } from '../../../db/database.ts';
import type { PlatformApp, PlatformEnv } from '../../../http/platform-env.ts';
import { hostedPageHeaders, ownFileHeaders } from '../../../http/security-headers.ts';
import { escapeHtml } from '../../../identity/pages/html.ts';
import { pageLocale } from '../../../identity/pages/page-locale.ts';
import { minutesToWait, takeGuess } from '../../../identity/sign-in-limits.ts';
import type { AccountOwnerEvents } from '../../account-owner/account-owner-events.ts';
import { hostedOnboardingConfigRow, logoOf } from '../hosted-onboarding-config.ts';
import { checkOnboardingLink, hostedPagePath, type LinkRefusal } from '../onboarding-links.ts';
import { readOnboardingForm } from './hosted-form.ts';
import { hostedPageScriptPath, renderHostedPage } from './hosted-page-layout.ts';
import { hostedPageScript } from './hosted-page-script.ts';
import { renderOnboardingForm } from './hosted-page-view.ts';
import { merchantName, submitOnboarding } from './submit-onboarding.ts';

/** The page's language: `?lang=` (or the form's `lang`) when the seller chose one, else the browser's. */
function chosenLocale(c: Context<PlatformEnv>, chosen?: string): Locales {
  const language = chosen ?? c.req.query('lang');
  return language === 'nl' || language === 'en' ? language : pageLocale(c.req.header('accept-language'));
}

interface Branding {
  merchantName: string;
  primaryColor: string;
  logo: ReturnType<typeof logoOf>;
  redirectUrl: string | null;
}

async function brandingOf(
  database: Database,
  seller: { merchantCode: string; divisionCode: string },
): Promise<Branding> {
  const config = await hostedOnboardingConfigRow(database.db, seller.divisionCode);
  return {
    merchantName: await merchantName(database.db, seller.merchantCode),
    primaryColor: config?.primaryColor ?? defaultPrimaryColor,
    logo: logoOf(config),
    redirectUrl: config?.redirectUrl ?? null,
  };
}

const neutral: Branding = { merchantName: '', primaryColor: defaultPrimaryColor, logo: null, redirectUrl: null };

function answer(
  c: Context<PlatformEnv>,
  status: 200 | 400 | 403 | 410 | 429,
  page: { locale: Locales; title: string; branding: Branding; body: string; withScript?: boolean; other?: string },
) {
  const t = i18nObject(page.locale);
  const otherLocale: Locales = page.locale === 'nl' ? 'en' : 'nl';
  const { html, style } = renderHostedPage({
    locale: page.locale,
    title: page.title,
    merchantName: page.branding.merchantName,
    primaryColor: page.branding.primaryColor,
    logo: page.branding.logo,
    otherLanguage: page.other
      ? {
          href: page.other,
          label: t.hostedPage.languageLabel(),
          name: t.hostedPage.language(),
          locale: otherLocale,
        }
      : undefined,
    withScript: page.withScript ?? false,
    body: page.body,
  });
  return c.html(html, status, hostedPageHeaders(style, page.branding.redirectUrl));
}

/** A link that cannot be used: why, in words the seller can act on; nothing was changed. */
function refusal(c: Context<PlatformEnv>, locale: Locales, reason: LinkRefusal, branding: Branding) {
  const { refused } = i18nObject(locale).hostedPage;
  const texts: Record<LinkRefusal, { title: string; message: string }> = {
    expired: {
      title: refused.expiredTitle(),
      message: branding.merchantName
        ? refused.expired({ merchant: branding.merchantName })
        : refused.expiredUnknownMerchant(),
    },
    used: { title: refused.usedTitle(), message: refused.used() },
    tampered: { title: refused.tamperedTitle(), message: refused.tampered() },
  };
  const { title, message } = texts[reason];
  const body = `<h1>${escapeHtml(title)}</h1><p class="notice" role="alert">${escapeHtml(message)}</p>`;
  return answer(c, reason === 'tampered' ? 403 : 410, { locale, title, branding, body });
}

/** Too many failed links from this address: nothing was looked up; try again after Retry-After. */
function tooManyAttempts(c: Context<PlatformEnv>, locale: Locales, retryAfterSeconds: number) {
  const { platform } = i18nObject(locale);
  const title = platform.tooManyAttemptsTitle();
  const message = platform.tooManyAttempts({ minutes: minutesToWait(retryAfterSeconds) });
  const body = `<h1>${escapeHtml(title)}</h1><p class="notice" role="alert">${escapeHtml(message)}</p>`;
  c.header('retry-after', String(retryAfterSeconds));
  return answer(c, 429, { locale, title, branding: neutral, body });
}

/** The page again in the other language (a GET: what was typed is not kept). */
const otherLanguageQuery = (locale: Locales) => `?lang=${locale === 'nl' ? 'en' : 'nl'}`;

const formPage = (t: TranslationFunctions, branding: Branding) =>
  t.hostedPage.title({ merchant: branding.merchantName });

/**
 * The hosted onboarding page, outside `/api/`: the seller has no ops token, the signed link is the key. GET shows
 * the form in the merchant's colours; POST takes it once and goes on to the merchant's redirect URL. Links refused
 * (expired, used, tampered) are limited per address (`identity/sign-in-limits.ts`): over the limit, 429 with
 * Retry-After and no link is looked up.
 */
export function registerHostedOnboardingPages(app: PlatformApp, database: Database, events: AccountOwnerEvents): void {
  app.get(hostedPageScriptPath, (c) =>
    c.body(hostedPageScript, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      ...ownFileHeaders,
    }),
  );

  app.get(`${hostedPagePath}/:token`, async (c) => {
    const locale = chosenLocale(c);
    const guess = await takeGuess(database, 'hostedOnboarding', { address: c.get('clientAddress') });
    if (guess.refused) return tooManyAttempts(c, locale, guess.retryAfterSeconds);
    const link = await checkOnboardingLink(database.db, c.req.param('token'));
    if (!link.ok) return refusal(c, locale, link.reason, neutral);
    await guess.succeeded();
    const branding = await brandingOf(database, link.seller);
    const t = i18nObject(locale);
    const body = renderOnboardingForm({
      t,
      seller: link.seller,
      merchantName: branding.merchantName,
      language: locale,
    });
    return answer(c, 200, {
      locale,
      title: formPage(t, branding),
      branding,
      body,
      withScript: true,
      other: otherLanguageQuery(locale),
    });
  });

  app.post(`${hostedPagePath}/:token`, async (c) => {
    const token = c.req.param('token');
    // A body that is not a form reads as an empty one: the form comes back with what is missing.
    const form = await c.req.formData().catch(() => new FormData());
    const lang = form.get('lang');
    const locale = chosenLocale(c, typeof lang === 'string' ? lang : undefined);
    const guess = await takeGuess(database, 'hostedOnboarding', { address: c.get('clientAddress') });
    if (guess.refused) return tooManyAttempts(c, locale, guess.retryAfterSeconds);
    const link = await checkOnboardingLink(database.db, token);
    if (!link.ok) return refusal(c, locale, link.reason, neutral);
    await guess.succeeded();
    const branding = await brandingOf(database, link.seller);
    const t = i18nObject(locale);
    const reading = await readOnboardingForm(form, link.seller.legalForm);
    if (!reading.ok) {
      const body = renderOnboardingForm({
        t,
        seller: link.seller,
        merchantName: branding.merchantName,
        language: locale,
        values: reading.values,
        errors: reading.errors,
      });
      return answer(c, 400, {
        locale,
        title: formPage(t, branding),
        branding,
        body,
        withScript: true,
        other: otherLanguageQuery(locale),
      });
    }
    const outcome = await submitOnboarding(database, events, token, reading.submission);
    if (!outcome.ok) return refusal(c, locale, outcome.reason, branding);
    if (outcome.redirectUrl) return c.redirect(outcome.redirectUrl, 303);
    const done = t.hostedPage.done;
    const body = `<h1>${escapeHtml(done.title())}</h1><p role="status">${escapeHtml(done.message({ merchant: branding.merchantName }))}</p>`;
    return answer(c, 200, { locale, title: done.title(), branding, body });
  });
}
