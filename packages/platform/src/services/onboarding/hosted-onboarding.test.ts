import { createHash } from 'node:crypto';
import { createApiClient, createOnboardingClient, type OnboardingClient } from '@ops/core/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders, kycTasks, onboardingLinks } from '../../db/schema/index.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  opsEmail,
  type Scope,
  sampleFiles,
  setupTimeoutMs,
  startAccountOwnerTest,
} from '../account-owner/testing/account-owner-test-kit.ts';
import { checkOnboardingLink } from './onboarding-links.ts';
import { filledForm } from './testing/filled-form.ts';
import { pngImage } from './testing/png-image.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let onboarding: OnboardingClient;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  const token = await kit.platform.tokenFor(opsEmail);
  onboarding = createOnboardingClient(
    createApiClient({ baseUrl: `${kit.platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  );
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const logoFile = (bytes: Uint8Array, name = 'logo.png') => new File([bytes], name, { type: 'image/png' });

const pathOf = (url: string) => new URL(url).pathname;

describe('hosted onboarding settings', () => {
  it(
    'has defaults, saves a colour, redirect URL and lifetime, and refuses them in the spec words',
    async () => {
      const params = acme;
      expect(await onboarding.getHostedOnboardingConfig({ params })).toMatchObject({
        primaryColor: '#1d6b5a',
        logo: null,
        redirectUrl: null,
        linkLifetimeHours: 72,
      });
      const saved = await onboarding.updateHostedOnboardingConfig({
        params,
        body: { primaryColor: '#C0FFEE', redirectUrl: 'https://acme.example/welcome', linkLifetimeHours: 24 },
      });
      expect(saved).toMatchObject({ primaryColor: '#c0ffee', redirectUrl: 'https://acme.example/welcome' });
      const refused = await failureOf(
        onboarding.updateHostedOnboardingConfig({
          params,
          body: { primaryColor: 'teal', redirectUrl: 'not a url', linkLifetimeHours: 24 },
        }),
      );
      expect(refused.status).toBe(400);
      expect(refused.error?.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ message: 'Color must be a valid hex code' }),
          expect.objectContaining({ message: 'Invalid URL' }),
        ]),
      );
      expect((await onboarding.getHostedOnboardingConfig({ params })).primaryColor).toBe('#c0ffee');
    },
    setupTimeoutMs,
  );

  it(
    'reads the logo from its bytes: refuses one of 500 kB, one of 800 × 200 and a disguised text file',
    async () => {
      const params = acme;
      const upload = (file: File) => onboarding.uploadHostedOnboardingLogo({ params, body: { logo: file } });
      const accepted = await upload(logoFile(pngImage(300, 60)));
      expect(accepted.logo).toMatchObject({ contentType: 'image/png', width: 300, height: 60 });
      const heavy = await failureOf(upload(logoFile(pngImage(100, 40, { padToBytes: 500 * 1024 }))));
      expect(heavy.error?.details).toEqual([{ field: 'logo', message: 'Logo must be under 200kb' }]);
      const large = await failureOf(upload(logoFile(pngImage(800, 200))));
      expect(large.error?.details).toEqual([{ field: 'logo', message: 'Logo must be no larger than 400px by 80px' }]);
      const text = await failureOf(upload(sampleFiles.disguisedText()));
      expect(text.error?.details).toEqual([{ field: 'logo', message: 'A logo must be a PNG, JPEG or WebP image' }]);
      expect((await onboarding.getHostedOnboardingConfig({ params })).logo).toMatchObject({ width: 300, height: 60 });
    },
    setupTimeoutMs,
  );
});

describe('a hosted onboarding link', () => {
  it(
    'opens the page in the merchant colour; a submission updates the seller once, then the link is used',
    async () => {
      const seller = await createSeller(kit.ops, acme, { name: 'Jan de Vries' });
      const link = await onboarding.generateOnboardingUrl({ params: { ...acme, accountHolderCode: seller.code } });
      expect(link.url.startsWith(`${kit.platform.baseUrl}/onboarding/`)).toBe(true);
      const page = await fetch(`${kit.platform.baseUrl}${pathOf(link.url)}?lang=nl`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('--brand:#c0ffee');
      expect(html).toContain('Uw gegevens voor Acme Market');
      expect(html).toContain('capture="environment"');
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(page.headers.get('content-security-policy')).toBe(
        [
          "default-src 'none'",
          "script-src 'self'",
          `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
          'img-src data:',
          "form-action 'self' https://acme.example",
          "frame-ancestors 'none'",
          "base-uri 'none'",
        ].join('; '),
      );
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('permissions-policy')).toContain('camera=()');
      const script = await fetch(`${kit.platform.baseUrl}/onboarding/assets/page.js`);
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');

      const wrongIban = await fetch(link.url, { method: 'POST', body: filledForm({ iban: 'NL00 BANK 0000 0000 00' }) });
      expect(wrongIban.status).toBe(400);
      expect(await wrongIban.text()).toContain('Invalid IBAN');

      const notAForm = await fetch(link.url, { method: 'POST', body: 'firstName=Jan' });
      expect(notAForm.status).toBe(400);
      expect(await notAForm.text()).toContain('Please correct the errors in the form');

      const submitted = await fetch(link.url, { method: 'POST', body: filledForm(), redirect: 'manual' });
      expect(submitted.status).toBe(303);
      expect(submitted.headers.get('location')).toBe('https://acme.example/welcome');

      const after = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: seller.code } });
      expect(after).toMatchObject({ status: 'IN_PROGRESS', hostedOnboardingUrl: link.url });
      expect(after.identity).toMatchObject({ firstName: 'Jan', nationality: 'NLD', address: { city: 'Amsterdam' } });
      expect(after.identity.documents.personal).toEqual([
        expect.objectContaining({
          type: 'PASSPORT',
          number: 'NX1234567',
          photos: [expect.objectContaining({ contentType: 'image/jpeg' })],
        }),
      ]);
      const tasks = await kit.platform.database.db
        .select()
        .from(kycTasks)
        .where(eq(kycTasks.accountHolderCode, seller.code));
      expect(tasks.filter((task) => task.status !== 'DONE')).toHaveLength(1);
      const accounts = await kit.ops.listExternalAccounts({ params: { ...acme, accountHolderCode: seller.code } });
      expect(accounts.elements).toEqual([
        expect.objectContaining({ iban: 'GB33BUKB20201555555555', currency: 'GBP', selected: true }),
      ]);

      const [gbp] = accounts.elements;
      const consoleEdit = await failureOf(
        kit.ops.updateExternalAccount({
          params: { ...acme, accountHolderCode: seller.code, externalAccountId: gbp?.code ?? '' },
          body: { displayName: 'Changed in the console' },
        }),
      );
      expect(consoleEdit.error?.message).toBe('Accounts with non-EUR currency must be updated via hosted onboarding');

      const again = await fetch(link.url, { method: 'POST', body: filledForm({ city: 'Utrecht' }) });
      expect(again.status).toBe(410);
      expect(await again.text()).toContain('This link was already used');
      const unchanged = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: seller.code } });
      expect(unchanged.identity.address.city).toBe('Amsterdam');

      const next = await onboarding.generateOnboardingUrl({ params: { ...acme, accountHolderCode: seller.code } });
      const changed = await fetch(next.url, {
        method: 'POST',
        body: filledForm({ accountName: 'Jan de Vries (USD)', currency: 'USD' }),
        redirect: 'manual',
      });
      expect(changed.status).toBe(303);
      const after2 = await kit.ops.listExternalAccounts({ params: { ...acme, accountHolderCode: seller.code } });
      expect(after2.elements).toEqual([
        expect.objectContaining({
          code: gbp?.code,
          displayName: 'Jan de Vries (USD)',
          currency: 'USD',
          selected: true,
        }),
      ]);
    },
    setupTimeoutMs,
  );

  it(
    'is refused when tampered with or expired, and then changes nothing',
    async () => {
      const seller = await createSeller(kit.ops, acme, { name: 'Piet Jansen', email: 'piet@example.com' });
      const link = await onboarding.generateOnboardingUrl({ params: { ...acme, accountHolderCode: seller.code } });
      const token = pathOf(link.url).split('/').at(-1) ?? '';
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const otherPayload = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
      for (const tampered of [`${header}.${otherPayload}.${signature}`, `${token.slice(0, -2)}xx`]) {
        const answer = await fetch(`${kit.platform.baseUrl}/onboarding/${tampered}`, {
          method: 'POST',
          body: filledForm(),
        });
        expect(answer.status).toBe(403);
        expect(await answer.text()).toContain('This link is not valid');
      }

      const db = kit.platform.database.db;
      const later = new Date(Date.parse(link.expiresAt) + 1000);
      expect(await checkOnboardingLink(db, token, later)).toEqual({ ok: false, reason: 'expired' });
      await db
        .update(onboardingLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(onboardingLinks.id, claims.jti));
      const expired = await fetch(link.url, { method: 'POST', body: filledForm() });
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain('This link has expired');
      const unchanged = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: seller.code } });
      expect(unchanged.identity.firstName).toBeNull();
      expect(unchanged.status).not.toBe('IN_PROGRESS');
    },
    setupTimeoutMs,
  );
});

describe('e-mailing the hosted onboarding link', () => {
  it(
    "sends the seller a new link in English and Dutch, and the console's earlier link stops being the seller's",
    async () => {
      const seller = await createSeller(kit.ops, acme, { name: 'Bloemen Lotte', email: 'lotte@bloemen.example' });
      const params = { ...acme, accountHolderCode: seller.code };
      const earlier = await onboarding.generateOnboardingUrl({ params });
      const sent = await onboarding.emailOnboardingUrl({ params });
      expect(sent.sentTo).toBe('lotte@bloemen.example');
      expect(sent.url).not.toBe(earlier.url);
      const mail = kit.platform.mail.sandbox?.received().find((message) => message.to.includes(sent.sentTo));
      expect(mail?.subject).toBe('Complete your details for Acme Market');
      expect(mail?.text).toContain(sent.url);
      expect(mail?.text).toContain('Acme Market asks you to complete your details');
      expect(mail?.text).toContain('Acme Market vraagt u uw gegevens aan te vullen');
      const [stored] = await kit.platform.database.db
        .select({ url: accountHolders.hostedOnboardingUrl })
        .from(accountHolders)
        .where(eq(accountHolders.code, seller.code));
      expect(stored?.url).toBe(sent.url);
    },
    setupTimeoutMs,
  );
});
