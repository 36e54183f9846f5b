// The hosted onboarding page as a seller's phone first loads it: a fresh link opened in a new browser profile
// (empty HTTP cache) in headless Chromium, against the platform in-process.
// - JavaScript over the wire: the bytes of every script the browser received for the page (Resource Timing's
//   encodedBodySize, as the platform sent them) once the page has loaded, and the page's own HTML beside it.
// Budget (issue 20): 60 kB of JavaScript on first load: it is a form, not the console.
import {
  createAccountOwnerClient,
  createApiClient,
  createOnboardingClient,
} from '../../packages/core/src/api/index.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { launchBenchChromium, opsEmail } from './bench-browser.ts';
import { report } from './report.ts';

const readTransfer = `(() => {
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((entry) => entry.initiatorType === 'script' || /\\.m?js$/.test(new URL(entry.name).pathname));
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    scriptCount: scripts.length,
    inlineScriptBytes: [...document.scripts].filter((script) => !script.src).reduce((sum, script) => sum + script.text.length, 0),
    htmlBytes: navigation ? navigation.encodedBodySize : NaN,
  };
})()`;

const platform = await startTestPlatform();
const browser = await launchBenchChromium();
try {
  const token = await platform.tokenFor(opsEmail);
  const api = (scope?: { merchantCode: string; divisionCode: string }) =>
    createApiClient({
      baseUrl: `${platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => opsEmail,
      merchantCode: scope?.merchantCode,
      divisionCode: scope?.divisionCode,
    });
  const accountOwner = createAccountOwnerClient(api());
  const merchant = await accountOwner.createMerchant({ body: { displayName: 'Bench Market' } });
  const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
  const seller = await accountOwner.createAccountHolder({
    params: scope,
    body: { name: 'Bench Seller', email: 'bench@example.test', legalForm: 'INDIVIDUAL' },
  });
  const link = await createOnboardingClient(api()).generateOnboardingUrl({
    params: { ...scope, accountHolderCode: seller.code },
  });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(link.url, { waitUntil: 'load' });
  const transfer = (await page.evaluate(readTransfer)) as {
    scriptBytes: number;
    scriptCount: number;
    inlineScriptBytes: number;
    htmlBytes: number;
  };
  await context.close();
  report('Hosted onboarding page, first load on a phone (new profile)', [
    {
      name: `JavaScript over the wire (${transfer.scriptCount} script, + inline ${transfer.inlineScriptBytes} B)`,
      value: (transfer.scriptBytes + transfer.inlineScriptBytes) / 1000,
      unit: 'kB',
      budget: 60,
    },
    { name: 'The page itself (HTML with its styles)', value: transfer.htmlBytes / 1000, unit: 'kB' },
  ]);
} finally {
  await browser.close();
  await platform.close();
}
