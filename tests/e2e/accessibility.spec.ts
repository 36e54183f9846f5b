// Issue 14, part 5: axe-core finds no serious or critical violation on any screen, tab or dialog, in the colours of
// every theme the app has and in the words of both languages. The screens and how to reach them are the screenshot run's list (one list, so a
// new screen is pictured and checked alike); Dutch covers the shots that are reached without English words.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Language, type Look, lookStorage, openLook, openShot, type Tokens } from '../screenshots/capture.ts';
import { type DemoSubjects, findDemoSubjects } from '../screenshots/demo-subjects.ts';
import { settled } from '../screenshots/settled.ts';
import { type Shot, shotsFor } from '../screenshots/shots.ts';
import { themes } from '../screenshots/themes.ts';
import { expectWithinWindow, measureLayout } from './layout-checks.ts';
import { collectPageErrors, demoAccounts } from './sign-in.ts';

const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['serious', 'critical']);
/** The axe rules whose outcome depends on the colours of a theme. */
const colourRules = ['color-contrast', 'link-in-text-block'];
/**
 * The axe rules whose outcome can depend on the words of a language: a name, title, label or heading left empty by a
 * missing translation, the page's language, and longer words that make a region scroll. A language changes nothing
 * else in the page (its roles, structure and colours are the first language's), so the other language gets these.
 */
const wordRules = [
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-name',
  'object-alt',
  'role-img-alt',
  'scrollable-region-focusable',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
];

async function idTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/sandbox/token', { data: { email } });
  expect(answer.ok(), `a sandbox token for ${email}`).toBe(true);
  return ((await answer.json()) as { idToken: string }).idToken;
}

let subjects: DemoSubjects | undefined;
let tokens: Tokens | undefined;

test.beforeAll(async ({ request, baseURL }) => {
  const ops = await idTokenOf(request, demoAccounts.ops.email);
  tokens = { ops, merchant: await idTokenOf(request, demoAccounts.merchant.email) };
  subjects = await findDemoSubjects({
    baseUrl: baseURL ?? '',
    headers: { authorization: `Bearer ${ops}`, 'x-user': demoAccounts.ops.email },
  });
});

/**
 * One browser context per account and first language for all of a worker's shots: its HTTP and code caches stay
 * warm, where a context per shot loaded and compiled the app again each time. Each shot still starts as a fresh
 * context would (see `freshPage`).
 */
const looks = new Map<string, Promise<BrowserContext>>();
test.afterAll(async () => {
  for (const context of looks.values()) await (await context).close();
  looks.clear();
});

function contextOf(browser: Browser, origin: string, look: Look): Promise<BrowserContext> {
  const key = `${look.account} ${look.language} ${look.theme.id}`;
  const known = looks.get(key);
  if (known) return known;
  const opened = openLook(browser, origin, tokens as Tokens, look);
  looks.set(key, opened);
  return opened;
}

/**
 * A page of the look's context whose local storage starts as the look's alone, before the app's first script: what
 * an earlier shot left there (a language chosen, a sidebar collapsed, recent commands) is gone. The app keeps nothing
 * else in the browser (no cookies, no IndexedDB). Its theme follows the system's scheme, so emulating the other
 * scheme switches the same page's theme.
 */
async function freshPage(context: BrowserContext, look: Look): Promise<Page> {
  const storage = [
    ...lookStorage(tokens as Tokens, look).filter((item) => item.name !== 'ops.theme'),
    { name: 'ops.theme', value: JSON.stringify('system') },
  ];
  const page = await context.newPage();
  await page.addInitScript((items) => {
    if (window.sessionStorage.getItem('a11y.started')) return;
    window.sessionStorage.setItem('a11y.started', '1');
    window.localStorage.clear();
    for (const { name, value } of items) window.localStorage.setItem(name, value);
  }, storage);
  return page;
}

/** The shots by name; which seller or transaction each one opens is only known once the platform answers. */
const shotNames = shotsFor({
  sellerCode: '',
  transactionCode: '',
  payoutRequestCode: '',
  invoiceCode: '',
  contractCode: '',
});

function shotNamed(name: string): Shot {
  const shot = subjects && shotsFor(subjects).find((candidate) => candidate.name === name);
  if (!shot) throw new Error(`no shot named ${name}`);
  return shot;
}

const takenThemes = themes.filter((candidate) => candidate.taken);

/** The violations that block, in a form a failure message can show. */
function blockingOf(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

/**
 * Chooses the language the way another tab of the app does: it writes local storage, and the open page follows the
 * browser's storage event without a reload, so the shot's screen (and an open dialog) stays as it is.
 */
async function chooseLanguageInAnotherTab(context: BrowserContext, origin: string, language: Language) {
  const other = await context.newPage();
  try {
    await other.goto(new URL('/healthz', origin).href);
    await other.evaluate((value) => window.localStorage.setItem('ops.locale', JSON.stringify(value)), language);
  } finally {
    await other.close();
  }
}

for (const { name, dutch } of shotNames) {
  const languages: Language[] = dutch ? ['en', 'nl'] : ['en'];
  test(`${name} has no serious accessibility violation (${languages.join(' and ')}, ${takenThemes.map((theme) => theme.id).join(' and ')}) and fits 1280 × 800`, async ({
    browser,
    baseURL,
  }) => {
    // The shot and axe for each language and theme: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const shot = shotNamed(name);
    const origin = baseURL ?? '';
    const [first, ...others] = takenThemes;
    const [firstLanguage] = languages;
    if (!first || !firstLanguage) throw new Error('no theme is taken');
    const look: Look = { account: shot.account, language: firstLanguage, theme: first };
    const context = await contextOf(browser, origin, look);
    const page = await freshPage(context, look);
    // Signed out or refused, the browser logs the calls the platform refused: only the ops shots must log nothing.
    const errors = shot.account === 'ops' ? collectPageErrors(page) : [];
    try {
      await openShot(page, origin, shot);
      // Opened at 1280 × 800 for axe, the screen is measured here rather than loaded again by layout.spec.ts.
      expectWithinWindow(await measureLayout(page), shot.path);
      const found: Record<string, unknown[]> = {};
      // Each language and theme is checked on the same page: the app follows the system's colour scheme and a
      // language chosen in another tab as they change. A theme changes colours only and a language words only, so
      // the first language's first theme gets every rule, its other themes the rules that read colours, and each
      // other language (in the first theme) the rules that read words.
      for (const language of languages) {
        if (language !== firstLanguage) {
          await chooseLanguageInAnotherTab(context, origin, language);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await settled(page);
        }
        for (const theme of language === firstLanguage ? [first, ...others] : [first]) {
          await page.emulateMedia({ colorScheme: theme.colorScheme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme.colorScheme);
          // Only the violations are read: axe then leaves out the details of what passed (its documented speed-up).
          // Legacy mode runs axe.run in the page itself, where the default opens a blank page per check to finish
          // the run there (for cross-origin frames, which the app has none of): about half of each check's time.
          const axe = new AxeBuilder({ page })
            .withTags(wcagAA)
            .options({ resultTypes: ['violations'] })
            .setLegacyMode();
          const rules =
            language !== firstLanguage ? axe.withRules(wordRules) : theme === first ? axe : axe.withRules(colourRules);
          found[`${language} ${theme.id}`] = blockingOf((await rules.analyze()).violations);
        }
      }
      expect(found, `axe on ${shot.path}`).toEqual(
        Object.fromEntries([
          ...takenThemes.map((theme) => [`${firstLanguage} ${theme.id}`, []]),
          ...languages.slice(1).map((language) => [`${language} ${first.id}`, []]),
        ]),
      );
      expect(errors, `no page error on ${shot.path}`).toEqual([]);
    } finally {
      await page.close();
    }
  });
}
