// `npm run screenshots`: a picture of every screen, tab and dialog (issue 14, part 6). Builds the web app, starts
// the platform in-process on a fresh in-memory database with the small demo data, and takes each shot in every
// theme that is taken, in English and, for the main screens, in Dutch, into screenshots/ with an index.html.
// A screen that cannot be shown is named on standard error and the run exits non-zero, after taking the rest.
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { seedDatabase } from '../../packages/platform/src/seed/seed-database.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { launchBenchChromium, opsEmail } from '../bench/bench-browser.ts';
import { buildWebApp } from '../bench/web-build.ts';
import { type Language, openLook, pictureName, type Tokens, takePicture } from './capture.ts';
import { findDemoSubjects } from './demo-subjects.ts';
import { writeIndex } from './index-page.ts';
import { shotsFor } from './shots.ts';
import { themes } from './themes.ts';

const folder = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const merchantEmail = 'merchant@sandbox.test';
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);

// Last run's pictures go, so a screen that is no longer reached cannot hide behind an old picture.
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

console.log('screenshots: building the web app');
const web = buildWebApp('screenshots');
const platform = await startTestPlatform({ env: { OPS_WEB_DIST: web.dir, NODE_ENV: 'production' } });
const browser = await launchBenchChromium();
const failures: string[] = [];
let index = '';
try {
  console.log(`screenshots: seeding the demo data (${seconds()} s)`);
  await seedDatabase(platform.database, 'small');
  const tokens: Tokens = { ops: await platform.tokenFor(opsEmail), merchant: await platform.tokenFor(merchantEmail) };
  const shots = shotsFor(
    await findDemoSubjects({ baseUrl: platform.baseUrl, headers: await platform.headersFor(opsEmail) }),
  );
  // OPS_SHOTS=name,name takes only those pictures (a screen being worked on); the index lists what was taken.
  const only = process.env.OPS_SHOTS?.split(',');
  const rows = shots
    .filter((shot) => !only || only.includes(shot.name))
    .flatMap((shot) =>
      (shot.dutch ? (['en', 'nl'] as const) : (['en'] as const)).map((language: Language) => ({ shot, language })),
    );

  for (const theme of themes.filter((candidate) => candidate.taken)) {
    const contexts = new Map<string, BrowserContext>();
    for (const { shot, language } of rows) {
      const look = { account: shot.account, language, theme };
      const key = `${look.account}.${language}`;
      const context = contexts.get(key) ?? (await openLook(browser, platform.baseUrl, tokens, look));
      contexts.set(key, context);
      const file = pictureName(shot, language, theme);
      try {
        await takePicture(context, platform.baseUrl, shot, `${folder}${file}`);
        console.log(`  ${file} (${seconds()} s)`);
      } catch (error) {
        // Playwright's message: what failed, then the locator and what it expected, then the call log.
        const reason = (error instanceof Error ? error.message : String(error))
          .split('\n')
          .filter((line) => line.trim() !== '')
          .slice(0, 3)
          .join(' / ');
        failures.push(`${shot.name} (${language}, ${theme.id}) at ${shot.path}: ${reason}`);
        console.error(`  FAILED ${file}: ${reason}`);
      }
    }
    for (const context of contexts.values()) await context.close();
  }
  index = writeIndex(folder, rows, themes);
} finally {
  await browser.close();
  await platform.close();
  web.remove();
}

console.log(`screenshots: index at ${index} (${seconds()} s)`);
if (failures.length > 0) {
  console.error(
    `\nscreenshots: ${failures.length} screen(s) could not be shown:\n${failures.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exit(1);
}
