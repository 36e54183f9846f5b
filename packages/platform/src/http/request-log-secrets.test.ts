import { createMerchantUserAction, runAction, sendPasswordResetAction } from '@ops/core/actions';
import { createApiClient, createOnboardingClient } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  opsEmail,
  setupTimeoutMs,
  startAccountOwnerTest,
} from '../services/account-owner/testing/account-owner-test-kit.ts';
import { filledForm } from '../services/onboarding/testing/filled-form.ts';
import { opsActionContext } from '../testing/ops-action-context.ts';

let kit: AccountOwnerTestKit;
let log = '';

beforeAll(async () => {
  kit = await startAccountOwnerTest({
    log: {
      write(line: string) {
        log += line;
      },
    },
  });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const lastSegment = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

describe('the request log', () => {
  it(
    'holds no hosted-onboarding link token and no password-reset token after both flows',
    async () => {
      const scope = await createMerchantScope(kit.ops, 'Log Market');
      const seller = await createSeller(kit.ops, scope, { name: 'Jan de Vries' });
      const token = await kit.platform.tokenFor(opsEmail);
      const onboarding = createOnboardingClient(
        createApiClient({
          baseUrl: `${kit.platform.baseUrl}/api/`,
          getToken: () => token,
          getUserEmail: () => opsEmail,
        }),
      );
      const link = await onboarding.generateOnboardingUrl({ params: { ...scope, accountHolderCode: seller.code } });
      expect((await fetch(link.url)).status).toBe(200);
      expect((await fetch(link.url, { method: 'POST', body: filledForm() })).status).toBe(200);
      expect((await fetch(link.url, { method: 'POST', body: filledForm() })).status).toBe(410);

      const context = opsActionContext(kit.platform, { token, email: opsEmail }, { ...scope });
      await runAction(createMerchantUserAction, context, {
        username: 'lotte',
        email: 'lotte@log.example',
        firstName: 'Lotte',
        lastName: 'Log',
      });
      await runAction(sendPasswordResetAction, context, { username: 'lotte' });
      const mail = kit.platform.mail.sandbox?.received().find((message) => message.to.includes('lotte@log.example'));
      const reset = /https?:\/\/\S+\/password-reset\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      expect((await fetch(reset)).status).toBe(200);
      const fields = { password: 'paarden-stal-42', confirmation: 'paarden-stal-42' };
      expect((await fetch(reset, { method: 'POST', body: new URLSearchParams(fields) })).status).toBe(200);

      const secrets = [lastSegment(link.url), lastSegment(reset)];
      for (const secret of secrets) expect(secret.length).toBeGreaterThan(20);
      expect(log).toContain('"path":"/onboarding/[redacted]"');
      expect(log).toContain('"path":"/password-reset/[redacted]"');
      for (const secret of secrets) expect(log).not.toContain(secret);
    },
    setupTimeoutMs,
  );
});
