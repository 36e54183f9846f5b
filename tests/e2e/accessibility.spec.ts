// Issue 14, part 5: axe-core finds no serious or critical violation on any screen, tab or dialog, in every theme the
// app has and in both languages. The screens and how to reach them are the screenshot run's list (one list, so a
// new screen is pictured and checked alike); Dutch covers the shots that are reached without English words.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Language, openLook, openShot, type Tokens } from '../screenshots/capture.ts';
import { type DemoSubjects, findDemoSubjects } from '../screenshots/demo-subjects.ts';
import { type Shot, shotsFor } from '../screenshots/shots.ts';
import { themes } from '../screenshots/themes.ts';
import { demoAccounts } from './sign-in.ts';

const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['serious', 'critical']);
/** The axe rules whose outcome depends on the colours of a theme. */
const colourRules = ['color-contrast', 'link-in-text-block'];

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

for (const { name, dutch } of shotNames) {
  for (const language of (dutch ? ['en', 'nl'] : ['en']) as Language[]) {
    test(`${name} has no serious accessibility violation (${language}, ${takenThemes.map((theme) => theme.id).join(' and ')})`, async ({
      browser,
      baseURL,
    }) => {
      // A context, the shot and axe for each theme: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const shot = shotNamed(name);
      const origin = baseURL ?? '';
      const [first, ...others] = takenThemes;
      if (!first) throw new Error('no theme is taken');
      const context = await openLook(browser, origin, tokens as Tokens, {
        account: shot.account,
        language,
        theme: first,
      });
      try {
        // The look chooses its theme as the user menu does; here the app follows the system's scheme instead, so
        // emulating the other scheme below switches the same page's theme.
        await context.addInitScript(() => localStorage.setItem('ops.theme', JSON.stringify('system')));
        const page = await context.newPage();
        await openShot(page, origin, shot);
        const found: Record<string, unknown[]> = {};
        // The app follows the system's colour scheme as it changes: each theme is checked on the same page. A theme
        // changes colours only, so the first theme gets every rule and the others the rules that read colours.
        for (const theme of [first, ...others]) {
          await page.emulateMedia({ colorScheme: theme.colorScheme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme.colorScheme);
          const axe = new AxeBuilder({ page }).withTags(wcagAA);
          const { violations } = await (theme === first ? axe : axe.withRules(colourRules)).analyze();
          found[theme.id] = violations
            .filter((violation) => blocking.has(violation.impact ?? ''))
            .map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
            }));
        }
        expect(found, `axe on ${shot.path} (${language})`).toEqual(
          Object.fromEntries(takenThemes.map((theme) => [theme.id, []])),
        );
      } finally {
        await context.close();
      }
    });
  }
}
