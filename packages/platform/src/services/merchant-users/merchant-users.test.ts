import { createHash, randomBytes } from 'node:crypto';
import {
  createMerchantUserAction,
  deleteMerchantUserAction,
  runAction,
  sendPasswordResetAction,
  updateMerchantUserAction,
} from '@ops/core/actions';
import type { ServiceClients } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../../mail/index.ts';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import { createScriptedBrowser, formAction } from '../../testing/scripted-browser.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';

const opsEmail = 'ops@sandbox.test';

let platform: TestPlatform;
let clients: ServiceClients;
let context: ReturnType<typeof opsActionContext>;
let merchantCode: string;
let otherMerchantCode: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const auth = { token: await platform.tokenFor(opsEmail), email: opsEmail };
  clients = opsActionContext(platform, auth, undefined).clients;
  merchantCode = (await clients.accountOwner.createMerchant({ body: { displayName: 'Fiets Plaza' } })).code;
  otherMerchantCode = (await clients.accountOwner.createMerchant({ body: { displayName: 'Boek Huis' } })).code;
  context = opsActionContext(platform, auth, { merchantCode, divisionCode: 'unused' });
});
afterAll(async () => {
  await platform?.close();
});

/** The status and body of a call expected to be refused. */
async function refusal(call: Promise<unknown>) {
  const error = (await call.then(
    () => undefined,
    (failure: unknown) => failure,
  )) as { status?: number; error?: { message: string; details: { field: string; message: string }[] } };
  return { status: error?.status, message: error?.error?.message, details: error?.error?.details };
}

const mailTo = (address: string): ReceivedMail | undefined =>
  platform.mail.sandbox?.received().find((message) => message.to.includes(address));

describe('a merchant’s users', () => {
  it('are created, listed newest first, edited and deleted, each change audited', async () => {
    const anna = await runAction(createMerchantUserAction, context, {
      username: ' Anna.Admin ',
      email: 'Anna@Fiets.example',
      firstName: 'Anna',
      lastName: 'Admin',
      isAdmin: true,
    });
    expect(anna).toMatchObject({
      username: 'anna.admin',
      email: 'anna@fiets.example',
      enabled: true,
      isAdmin: true,
      hasPassword: false,
    });
    await runAction(createMerchantUserAction, context, { username: 'bob', firstName: 'Bob', lastName: 'Balie' });

    const list = await clients.merchantUsers.listMerchantUsers({ params: { merchantCode }, query: {} });
    expect(list.elements.map((user) => user.username)).toEqual(['bob', 'anna.admin']);
    expect(list.totalCount).toBe(2);
    expect(list.elements[0]?.email).toBeNull();
    const found = await clients.merchantUsers.listMerchantUsers({
      params: { merchantCode },
      query: { search: 'ADMI' },
    });
    expect(found.elements.map((user) => user.username)).toEqual(['anna.admin']);
    const ofOther = await clients.merchantUsers.listMerchantUsers({ params: { merchantCode: otherMerchantCode } });
    expect(ofOther.elements).toEqual([]);

    const edited = await runAction(updateMerchantUserAction, context, {
      username: 'bob',
      email: 'bob@fiets.example',
      enabled: false,
    });
    expect(edited).toMatchObject({ username: 'bob', email: 'bob@fiets.example', enabled: false, firstName: 'Bob' });

    await runAction(deleteMerchantUserAction, context, { username: 'bob' });
    const after = await clients.merchantUsers.listMerchantUsers({ params: { merchantCode } });
    expect(after.elements.map((user) => user.username)).toEqual(['anna.admin']);

    const trail = await clients.audit.listAuditEvents({ params: { entityType: 'merchantUser', entityId: 'bob' } });
    expect(trail.elements.map((event) => event.action)).toEqual(
      expect.arrayContaining(['createMerchantUser', 'updateMerchantUser', 'deleteMerchantUser']),
    );
  });

  it('refuses taken usernames and e-mail addresses, bad usernames and unknown users, changing nothing', async () => {
    await runAction(createMerchantUserAction, context, {
      username: 'carla',
      email: 'carla@fiets.example',
      firstName: 'Carla',
      lastName: 'Kassa',
    });
    const otherMerchant = { merchantCode: otherMerchantCode };
    const taken = await refusal(
      clients.merchantUsers.createMerchantUser({
        params: otherMerchant,
        body: { username: 'CARLA', firstName: 'C', lastName: 'K' },
      }),
    );
    expect(taken).toMatchObject({
      status: 409,
      details: [{ field: 'username', message: 'This username is already taken' }],
    });
    for (const email of ['carla@fiets.example', 'ops@sandbox.test']) {
      const emailTaken = await refusal(
        clients.merchantUsers.createMerchantUser({
          params: otherMerchant,
          body: { username: `someone-${email.length}`, email, firstName: 'S', lastName: 'O' },
        }),
      );
      expect(emailTaken).toMatchObject({ status: 409, message: 'This e-mail address already belongs to an account' });
    }
    const badName = await refusal(
      clients.merchantUsers.createMerchantUser({
        params: otherMerchant,
        body: { username: 'a b', firstName: '', lastName: 'K' },
      }),
    );
    expect(badName.status).toBe(400);
    expect(badName.details).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'Use 3 to 64 letters, digits, dots, dashes, underscores or @' },
        { field: 'firstName', message: 'Required' },
      ]),
    );

    const unknownMerchant = await refusal(
      clients.merchantUsers.listMerchantUsers({ params: { merchantCode: 'M-NOPE' } }),
    );
    expect(unknownMerchant.status).toBe(404);
    // Each call made only when its refusal is awaited: made at once, a refusal not yet awaited goes unhandled.
    for (const call of [
      () =>
        clients.merchantUsers.updateMerchantUser({
          params: { merchantCode, username: 'nobody' },
          body: { enabled: false },
        }),
      () => clients.merchantUsers.deleteMerchantUser({ params: { merchantCode, username: 'nobody' } }),
      () => clients.merchantUsers.sendMerchantUserPasswordReset({ params: { merchantCode, username: 'nobody' } }),
      // A user of another merchant is no user of this one.
      () => clients.merchantUsers.deleteMerchantUser({ params: { ...otherMerchant, username: 'carla' } }),
    ]) {
      expect(await refusal(call())).toMatchObject({ status: 404, message: 'No user found' });
    }
    expect(
      (await clients.merchantUsers.listMerchantUsers({ params: otherMerchant })).elements,
      'nothing was written for the other merchant',
    ).toEqual([]);
  });

  it("refuses a password-reset e-mail for a user without one: 'User has no email'", async () => {
    await runAction(createMerchantUserAction, context, { username: 'dirk', firstName: 'Dirk', lastName: 'Depot' });
    const noEmail = await refusal(runAction(sendPasswordResetAction, context, { username: 'dirk' }));
    expect(noEmail).toMatchObject({ status: 400, message: 'User has no email' });
  });
});

describe('a password reset', () => {
  const redirectUri = () => `${platform.baseUrl}/login/callback`;

  /** Signs in at the embedded provider as a browser does, with the merchant user's password form. */
  async function signInWithPassword(login: string, password: string) {
    const verifier = randomBytes(32).toString('base64url');
    const url = new URL(`${platform.baseUrl}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'ops-web',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri(),
      state: 'state',
      nonce: 'nonce',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const browser = createScriptedBrowser();
    const signIn = await browser.navigate(url.href);
    const action = new URL(formAction(signIn.text, /\/password$/), platform.baseUrl).href;
    const back = await browser.submit(action, { login, password }, (location) => location.startsWith(redirectUri()));
    const code = back.url.startsWith(redirectUri()) ? new URL(back.url).searchParams.get('code') : null;
    if (!code) return { page: back };
    const response = await fetch(`${platform.baseUrl}/oidc/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri(),
        client_id: 'ops-web',
        code_verifier: verifier,
      }),
    });
    return { page: back, idToken: ((await response.json()) as { id_token: string }).id_token };
  }

  it('e-mails a link over SMTP that sets a password once; the password signs in, and the API refuses the account', async () => {
    await runAction(createMerchantUserAction, context, {
      username: 'eva',
      email: 'eva@fiets.example',
      firstName: 'Eva',
      lastName: 'Expeditie',
    });
    const sent = await runAction(sendPasswordResetAction, context, { username: 'eva' });
    expect(sent.sentTo).toBe('eva@fiets.example');

    const mail = mailTo('eva@fiets.example');
    expect(mail?.subject).toBe('Set your Ops password');
    expect(mail?.text).toContain('Hello Eva,');
    expect(mail?.text).toContain('eva of Fiets Plaza');
    const link = /https?:\/\/\S+\/password-reset\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${platform.baseUrl}/password-reset/`)).toBe(true);

    const page = await fetch(link, { headers: { 'accept-language': 'nl' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stel je wachtwoord in');

    const form = (fields: Record<string, string>) =>
      fetch(link, { method: 'POST', body: new URLSearchParams(fields) }).then(async (response) => ({
        status: response.status,
        text: await response.text(),
      }));
    const tooShort = await form({ password: 'short', confirmation: 'short' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.text).toContain('The password needs at least 12 characters');
    const withName = await form({ password: 'my name is eva!', confirmation: 'my name is eva!' });
    expect(withName.text).toContain('cannot contain your username');
    const mismatch = await form({ password: 'paarden-stal-42', confirmation: 'paarden-stal-43' });
    expect(mismatch.text).toContain('The two passwords are not the same');
    expect((await signInWithPassword('eva', 'paarden-stal-42')).idToken, 'no password set yet').toBeUndefined();

    const set = await form({ password: 'paarden-stal-42', confirmation: 'paarden-stal-42' });
    expect(set.status).toBe(200);
    expect(set.text).toContain('Your password is set');
    const again = await form({ password: 'paarden-stal-99', confirmation: 'paarden-stal-99' });
    expect(again.status, 'a link works once').toBe(410);
    expect(again.text).toContain('This link has expired, was already used or is not valid');
    const users = await clients.merchantUsers.listMerchantUsers({ params: { merchantCode }, query: { search: 'eva' } });
    expect(users.elements[0]?.hasPassword).toBe(true);

    const wrong = await signInWithPassword('eva', 'paarden-stal-99');
    expect(wrong.idToken).toBeUndefined();
    expect(wrong.page.text).toContain('The username or password is not right.');

    const { idToken } = await signInWithPassword('EVA@fiets.example', 'paarden-stal-42');
    const claims = JSON.parse(Buffer.from(idToken?.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ email: 'eva@fiets.example', given_name: 'Eva', family_name: 'Expeditie' });
    const api = await fetch(`${platform.baseUrl}/api/audit/merchant/${merchantCode}`, {
      headers: { authorization: `Bearer ${idToken}`, 'x-user': 'eva@fiets.example' },
    });
    expect(api.status, 'a merchant user is not ops staff').toBe(403);
    expect(((await api.json()) as { message: string }).message).toContain('not authorized to access ops dashboard');

    await runAction(updateMerchantUserAction, context, { username: 'eva', enabled: false });
    const disabled = await signInWithPassword('eva', 'paarden-stal-42');
    expect(disabled.idToken).toBeUndefined();
    expect(disabled.page.text).toContain('This account is disabled.');
  });

  it('refuses a link that expired, was replaced by a newer one, or was never sent', async () => {
    await runAction(createMerchantUserAction, context, {
      username: 'frits',
      email: 'frits@fiets.example',
      firstName: 'Frits',
      lastName: 'Fiets',
    });
    await runAction(sendPasswordResetAction, context, { username: 'frits' });
    const first = /\S+\/password-reset\/\S+/.exec(mailTo('frits@fiets.example')?.text ?? '')?.[0] ?? '';
    await runAction(sendPasswordResetAction, context, { username: 'frits' });
    const second = /\S+\/password-reset\/\S+/.exec(mailTo('frits@fiets.example')?.text ?? '')?.[0] ?? '';
    expect(second).not.toBe(first);
    expect((await fetch(first)).status, 'the newer e-mail replaces the older link').toBe(410);
    expect((await fetch(`${platform.baseUrl}/password-reset/${'x'.repeat(43)}`)).status).toBe(410);

    await platform.database.db.execute(
      `update password_resets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const expired = await fetch(second, {
      method: 'POST',
      body: new URLSearchParams({ password: 'lange-zomer-2026', confirmation: 'lange-zomer-2026' }),
    });
    expect(expired.status).toBe(410);
    const users = await clients.merchantUsers.listMerchantUsers({
      params: { merchantCode },
      query: { search: 'frits' },
    });
    expect(users.elements[0]?.hasPassword, 'an expired link sets nothing').toBe(false);
  });

  it('shows what the sandbox SMTP server received at /sandbox/mail, as a page and as JSON', async () => {
    const json = await fetch(`${platform.baseUrl}/sandbox/mail`, { headers: { accept: 'application/json' } });
    const { messages } = (await json.json()) as { messages: ReceivedMail[] };
    expect(messages.some((message) => message.to.includes('eva@fiets.example'))).toBe(true);
    const page = await fetch(`${platform.baseUrl}/sandbox/mail`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('Set your Ops password');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/password-reset\/[\w-]+">/);
  });
});
