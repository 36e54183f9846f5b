import { createMerchantUserAction, runAction } from '@ops/core/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../testing/ops-action-context.ts';
import { createScriptedBrowser, formAction, hiddenInputs } from '../testing/scripted-browser.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { guessLimits, guessWindowSeconds, takeGuess } from './sign-in-limits.ts';

let platform: TestPlatform;

// Behind a trusted proxy each test names its own client address in X-Forwarded-For.
beforeAll(async () => {
  platform = await startTestPlatform({ env: { OPS_TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await platform?.close();
});

const form = (fields: Record<string, string>, address: string, language = 'en') => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': `203.0.113.250, ${address}`,
    'accept-language': language,
  },
  body: new URLSearchParams(fields).toString(),
});

/** A 429 as the person sees it: the message on the page and how long to wait. */
async function expectRefused(response: Response, text?: string) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(guessWindowSeconds);
  expect(text ?? (await response.text())).toContain('Too many failed attempts. Wait');
}

describe('password sign-in', () => {
  /** The embedded provider's sign-in page of a new interaction, and its password form's address. */
  async function passwordForm() {
    const url = new URL(`${platform.baseUrl}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'ops-web',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: `${platform.baseUrl}/login/callback`,
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const browser = createScriptedBrowser();
    const page = await browser.navigate(url.href);
    const action = new URL(formAction(page.text, /\/password$/), platform.baseUrl).href;
    return (login: string, address: string, language?: string) =>
      browser.navigate(action, form({ login, password: 'not-the-password' }, address, language));
  }

  it('refuses an account after 10 failed passwords by any of its names from any address, serving other accounts', async () => {
    const auth = { token: await platform.tokenFor('ops@sandbox.test'), email: 'ops@sandbox.test' };
    const { clients } = opsActionContext(platform, auth, undefined);
    const merchantCode = (await clients.accountOwner.createMerchant({ body: { displayName: 'Gok Huis' } })).code;
    const context = opsActionContext(platform, auth, { merchantCode, divisionCode: 'unused' });
    const eva = { username: 'eva.guessed', email: 'eva@guessed.example', firstName: 'Eva', lastName: 'Gok' };
    await runAction(createMerchantUserAction, context, eva);
    const signIn = await passwordForm();
    for (let attempt = 1; attempt <= (guessLimits.password.account ?? 0); attempt++) {
      const wrong = await signIn(attempt % 2 ? eva.username : eva.email, '198.51.100.1');
      expect(wrong.response.status).toBe(400);
      expect(wrong.text).toContain('The username or password is not right.');
    }
    const refused = await signIn('eva.guessed', '198.51.100.1');
    await expectRefused(refused.response, refused.text);
    const dutch = await signIn('EVA@guessed.example', '198.51.100.2', 'nl');
    expect(dutch.response.status).toBe(429);
    expect(dutch.text).toContain('Te veel mislukte pogingen. Wacht');
    const otherAccount = await signIn('piet.honest', '198.51.100.1');
    expect(otherAccount.response.status).toBe(400);
    expect(otherAccount.text).toContain('The username or password is not right.');
  });

  it('refuses an address after 50 failed passwords over any accounts, serving other addresses', async () => {
    const signIn = await passwordForm();
    for (let attempt = 1; attempt <= guessLimits.password.address; attempt++) {
      expect((await signIn(`sprayed-${attempt}`, '198.51.100.3')).response.status).toBe(400);
    }
    const refused = await signIn('sprayed-new', '198.51.100.3');
    await expectRefused(refused.response, refused.text);
    expect((await signIn('sprayed-new', '198.51.100.4')).response.status).toBe(400);
  }, 90_000);
});

describe('password-reset links', () => {
  it('refuses an address after 20 links that do not work, serving other addresses', async () => {
    const guess = (address: string) =>
      fetch(`${platform.baseUrl}/password-reset/${'g'.repeat(43)}`, form({ password: 'x' }, address));
    for (let attempt = 1; attempt <= guessLimits.passwordReset.address; attempt++) {
      expect((await guess('198.51.100.5')).status).toBe(410);
    }
    await expectRefused(await guess('198.51.100.5'));
    const byGet = await fetch(`${platform.baseUrl}/password-reset/${'h'.repeat(43)}`, {
      headers: { 'x-forwarded-for': '198.51.100.5' },
    });
    await expectRefused(byGet);
    expect((await guess('198.51.100.6')).status).toBe(410);
  });
});

describe('the hosted onboarding page', () => {
  it('refuses an address after 20 submissions with links that do not work, serving other addresses', async () => {
    const submit = (address: string) =>
      fetch(`${platform.baseUrl}/onboarding/not-a-link`, form({ firstName: 'Jan' }, address));
    for (let attempt = 1; attempt <= guessLimits.hostedOnboarding.address; attempt++) {
      expect((await submit('198.51.100.7')).status).toBe(403);
    }
    await expectRefused(await submit('198.51.100.7'));
    expect((await submit('198.51.100.8')).status).toBe(403);
  });
});

describe('device code entry', () => {
  it('refuses an address after 20 wrong codes, serving other addresses', async () => {
    const browser = createScriptedBrowser();
    let page = await browser.navigate(`${platform.baseUrl}/oidc/device`);
    const action = formAction(page.text, /\/oidc\/device$/);
    // Each page carries a new xsrf value: the next code is entered on the page the last one answered.
    const enter = async (address: string) => {
      const answer = await browser.navigate(
        action,
        form({ ...hiddenInputs(page.text), user_code: 'BCDF-GHJK' }, address),
      );
      if (answer.response.status === 200) page = answer;
      return answer;
    };
    for (let attempt = 1; attempt <= guessLimits.deviceCode.address; attempt++) {
      const wrong = await enter('198.51.100.9');
      expect(wrong.text).toContain('The code is incorrect, expired or already used');
    }
    const refused = await enter('198.51.100.9');
    await expectRefused(refused.response, refused.text);
    expect((await enter('198.51.100.10')).text).toContain('The code is incorrect, expired or already used');
  });
});

describe('the count', () => {
  it('lets attempts through again once the window has passed, and keeps no success', async () => {
    const windowStart = new Date('2031-03-04T10:00:00Z');
    const at = (seconds: number) => new Date(windowStart.getTime() + seconds * 1000);
    const subjects = { address: '192.0.2.1', account: 'wim@example.test' };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const ticket = await takeGuess(platform.database, 'password', subjects, at(60));
      expect(ticket.refused).toBe(false);
      if (!ticket.refused) await ticket.succeeded();
    }
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await takeGuess(platform.database, 'password', subjects, at(61))).refused).toBe(false);
    }
    expect(await takeGuess(platform.database, 'password', subjects, at(100))).toEqual({
      refused: true,
      retryAfterSeconds: guessWindowSeconds - 100,
    });
    expect((await takeGuess(platform.database, 'password', subjects, at(guessWindowSeconds))).refused).toBe(false);
  });
});
