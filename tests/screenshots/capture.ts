// Taking one picture: a browser context per account, language and theme (what the app keeps in local storage, and
// the emulated colour scheme), a fresh page per shot so no popover or form of the previous one stays open.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demoScope, webSessionOf } from '../bench/bench-browser.ts';
import { settled } from './settled.ts';
import type { Account, Shot } from './shots.ts';
import type { Theme } from './themes.ts';

export type Language = 'en' | 'nl';

export interface Look {
  account: Account;
  language: Language;
  theme: Theme;
}

/** The identity tokens of the demo accounts, for the signed-in looks. */
export type Tokens = Record<Exclude<Account, 'signedOut'>, string>;

export function pictureName(shot: Shot, language: Language, theme: Theme): string {
  return `${shot.name}.${language}.${theme.id}.png`;
}

/** What a look keeps in local storage: its language, its theme and, signed in, the account's session. */
export function lookStorage(tokens: Tokens, look: Look): { name: string; value: string }[] {
  const localStorage = [
    { name: 'ops.locale', value: JSON.stringify(look.language) },
    { name: 'ops.theme', value: JSON.stringify(look.theme.colorScheme) },
  ];
  if (look.account !== 'signedOut') {
    localStorage.push({ name: 'ops.session', value: JSON.stringify(webSessionOf(tokens[look.account])) });
  }
  return localStorage;
}

export function openLook(browser: Browser, origin: string, tokens: Tokens, look: Look): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: look.theme.colorScheme,
    locale: look.language === 'nl' ? 'nl-NL' : 'en-GB',
    // No service worker: its update prompt would otherwise come and go in the pictures.
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin, localStorage: lookStorage(tokens, look) }] },
  });
}

function urlOf(origin: string, shot: Shot): string {
  const url = new URL(shot.path, origin);
  if (shot.bound) {
    url.searchParams.set('merchantCode', demoScope.merchantCode);
    url.searchParams.set('divisionCode', demoScope.divisionCode);
  }
  return url.href;
}

/** Opens the shot in the page and waits until its data is drawn and nothing loads. */
export async function openShot(page: Page, origin: string, shot: Shot): Promise<void> {
  await page.goto(urlOf(origin, shot));
  await shot.show(page);
  await settled(page);
}

/**
 * Opens the shot, waits for its data and writes a full-page PNG. A screen that cannot be shown throws, after
 * leaving what the page showed instead beside it (`….failed.png`), so the run's failure can be looked at.
 */
export async function takePicture(context: BrowserContext, origin: string, shot: Shot, file: string): Promise<void> {
  const page = await context.newPage();
  const picture = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;
  try {
    await openShot(page, origin, shot);
    await page.screenshot({ path: file, ...picture });
  } catch (error) {
    // A page that cannot be pictured either: the error that stopped the shot is the one to report.
    await page.screenshot({ path: file.replace(/\.png$/, '.failed.png'), ...picture }).catch(() => undefined);
    throw error;
  } finally {
    await page.close();
  }
}
