import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from '../../packages/platform/src/services/account-owner/testing/account-owner-test-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let folder: string;
let env: Record<string, string>;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  folder = mkdtempSync(join(tmpdir(), 'ops-onboarding-'));
  env = await signedInEnv(kit.platform, folder);
}, setupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops onboarding url', () => {
  it(
    "prints a seller's new hosted-onboarding link, which opens the page; unbound it asks for a merchant",
    async () => {
      const seller = await createSeller(kit.ops, acme);
      const scope = ['--merchant', acme.merchantCode, '--division', acme.divisionCode];
      const run = await runOps(['onboarding', 'url', seller.code, ...scope], env);
      expect(run.code).toBe(0);
      const url = run.stdout.trim();
      expect(url).toMatch(new RegExp(`^${kit.platform.baseUrl}/onboarding/[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
      expect(run.stderr).toMatch(/^Expires \d{4}-\d{2}-\d{2}T/);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Your details for Acme Market');

      const unbound = await runOps(['onboarding', 'url', seller.code], env);
      expect(unbound.code).not.toBe(0);
      expect(unbound.stderr).toContain('Please select a merchant and try again');
    },
    setupTimeoutMs,
  );

  it(
    "e-mails the seller a new link that opens the page: it arrives at the sandbox's SMTP server",
    async () => {
      const seller = await createSeller(kit.ops, acme, { email: 'lotte@bloemen.example' });
      const scope = ['--merchant', acme.merchantCode, '--division', acme.divisionCode];
      const run = await runOps(['onboarding', 'url', seller.code, '--email', ...scope], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^Sent to lotte@bloemen\.example, expires \d{4}-\d{2}-\d{2}T/);
      const mail = kit.platform.mail.sandbox
        ?.received()
        .find((message) => message.to.includes('lotte@bloemen.example'));
      expect(mail?.subject).toBe('Complete your details for Acme Market');
      const url = /https?:\/\/\S+\/onboarding\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Your details for Acme Market');
    },
    setupTimeoutMs,
  );
});
