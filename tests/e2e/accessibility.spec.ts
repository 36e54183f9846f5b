// Issue 14, part 5: axe-core finds no serious or critical violation on any screen, tab or dialog, in the colours of
// every theme the app has and in the words of both languages. The screens and how to reach them are the screenshot run's list (one list, so a
// new screen is pictured and checked alike); Dutch covers the shots that are reached without English words.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { type Language, openLook, openShot, type Tokens } from '../screenshots/capture.ts';
import { type DemoSubjects, findDemoSubjects } from '../screenshots/demo-subjects.ts';
import { settled } from '../screenshots/settled.ts';
import { type Shot, shotsFor } from '../screenshots/shots.ts';
import { themes } from '../screenshots/themes.ts';
import { demoAccounts } from './sign-in.ts';

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
  test(`${name} has no serious accessibility violation (${languages.join(' and ')}, ${takenThemes.map((theme) => theme.id).join(' and ')})`, async ({
    browser,
    baseURL,
  }) => {
    // A context, the shot and axe for each language and theme: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const shot = shotNamed(name);
    const origin = baseURL ?? '';
    const [first, ...others] = takenThemes;
    const [firstLanguage] = languages;
    if (!first || !firstLanguage) throw new Error('no theme is taken');
    const context = await openLook(browser, origin, tokens as Tokens, {
      account: shot.account,
      language: firstLanguage,
      theme: first,
    });
    try {
      // The look chooses its theme as the user menu does; here the app follows the system's scheme instead, so
      // emulating the other scheme below switches the same page's theme.
      await context.addInitScript(() => localStorage.setItem('ops.theme', JSON.stringify('system')));
      const page = await context.newPage();
      await openShot(page, origin, shot);
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
          const axe = new AxeBuilder({ page }).withTags(wcagAA).options({ resultTypes: ['violations'] });
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
    } finally {
      await context.close();
    }
  });
}
