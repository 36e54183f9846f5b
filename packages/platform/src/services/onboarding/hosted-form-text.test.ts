import { createApiClient, createOnboardingClient, type OnboardingClient } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  opsEmail,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from '../account-owner/testing/account-owner-test-kit.ts';
import { filledForm } from './testing/filled-form.ts';

let kit: AccountOwnerTestKit;
let scope: Scope;
let onboarding: OnboardingClient;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  scope = await createMerchantScope(kit.ops, 'Form Market');
  const token = await kit.platform.tokenFor(opsEmail);
  onboarding = createOnboardingClient(
    createApiClient({ baseUrl: `${kit.platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  );
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

async function newLink() {
  const seller = await createSeller(kit.ops, scope, { name: 'Jan de Vries' });
  const params = { ...scope, accountHolderCode: seller.code };
  return { seller, params, link: await onboarding.generateOnboardingUrl({ params }) };
}

describe('the hosted onboarding form applies the API’s text checks', () => {
  it.each([
    ['a NUL byte in the first name', { firstName: 'Jan\u0000' }, 'Control characters are not allowed'],
    ['a NUL byte in the city', { city: 'Amster\u0000dam' }, 'Control characters are not allowed'],
    ['a NUL byte in the document number', { documentNumber: 'NX\u00001234' }, 'Control characters are not allowed'],
    ['an ESC character in the street', { street: 'Keizers\u001b[31mgracht' }, 'Control characters are not allowed'],
    ['a 2 MB document number', { documentNumber: 'N'.repeat(2 * 1024 * 1024) }, 'This text is too long'],
    ['a 3,000-byte first name', { firstName: 'é'.repeat(1500) }, 'This text is too long'],
  ])('refuses %s with the form again, storing nothing', async (_what, overrides, message) => {
    const { seller, params, link } = await newLink();
    const answer = await fetch(link.url, { method: 'POST', body: filledForm(overrides) });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(message);
    const after = await kit.boundTo(scope).getAccountHolder({ params: { accountHolderCode: seller.code } });
    expect(after.identity.firstName).toBeNull();
    expect(after.identity.documents.personal).toEqual([]);
    expect((await kit.ops.listExternalAccounts({ params })).elements).toEqual([]);
  });
});

describe('a seller’s hosted onboarding links', () => {
  it('are one live link at a time: a new link revokes the older ones', async () => {
    const { params, link: first } = await newLink();
    const second = await onboarding.generateOnboardingUrl({ params });
    const old = await fetch(first.url);
    expect(old.status).toBe(410);
    expect(await old.text()).toContain('This link has expired');
    expect((await fetch(first.url, { method: 'POST', body: filledForm() })).status).toBe(410);
    expect((await fetch(second.url)).status).toBe(200);
    expect((await fetch(second.url, { method: 'POST', body: filledForm() })).status).toBe(200);
  });
});
