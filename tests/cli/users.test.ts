// Ops staff manage a merchant's users from a terminal (issue 20): list, create, delete and the password-reset
// e-mail, through the real binary against the platform and its sandbox SMTP server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  startAccountOwnerTest,
} from '../../packages/platform/src/services/account-owner/testing/account-owner-test-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

const setupTimeoutMs = 60_000;
let kit: AccountOwnerTestKit;
let configHome: string;
let signedIn: Record<string, string>;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  const scope = await createMerchantScope(kit.ops, 'Terminal Users');
  configHome = mkdtempSync(join(tmpdir(), 'ops-users-'));
  signedIn = await signedInEnv(kit.platform, configHome);
  await runOps(['use', scope.merchantCode, scope.divisionCode], signedIn);
}, setupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('ops users', () => {
  it(
    'creates users, lists them, sends a password-reset e-mail and deletes one',
    async () => {
      const created = await runOps(
        ['users', 'create', '--username', 'greta', '--email', 'greta@terminal.example', '--first-name', 'Greta'],
        signedIn,
      );
      expect(created.code, created.stderr).toBe(2);
      expect(created.stderr).toContain('--last-name: Required');

      for (const [username, email, firstName, lastName] of [
        ['greta', 'greta@terminal.example', 'Greta', 'Garbo'],
        ['hans', '', 'Hans', 'Huis'],
      ] as const) {
        const run = await runOps(
          [
            'users',
            'create',
            '--username',
            username,
            '--email',
            email,
            '--first-name',
            firstName,
            '--last-name',
            lastName,
          ],
          signedIn,
        );
        expect(run.code, run.stderr).toBe(0);
        expect(JSON.parse(run.stdout)).toMatchObject({ username, enabled: true, isAdmin: false });
      }

      const list = await runOps(['users', 'list', '--csv'], signedIn);
      expect(list.code, list.stderr).toBe(0);
      expect(list.stdout.trim().split(/\r?\n/)).toEqual([
        'username,email,firstName,lastName,enabled,isAdmin,createdAt',
        expect.stringMatching(/^hans,,Hans,Huis,true,false,\d{4}-/),
        expect.stringMatching(/^greta,greta@terminal\.example,Greta,Garbo,true,false,\d{4}-/),
      ]);

      const reset = await runOps(['users', 'reset-password', '--username', 'greta'], signedIn);
      expect(reset.code, reset.stderr).toBe(0);
      expect(JSON.parse(reset.stdout).sentTo).toBe('greta@terminal.example');
      const mail = kit.platform.mail.sandbox
        ?.received()
        .find((message) => message.to.includes('greta@terminal.example'));
      expect(mail?.text).toMatch(/\/password-reset\/[\w-]{43}/);

      const noEmail = await runOps(['users', 'reset-password', '--username', 'hans'], signedIn);
      expect(noEmail.code).toBe(1);
      expect(noEmail.stderr).toContain('User has no email');

      const refused = await runOps(['users', 'delete', '--username', 'hans'], signedIn);
      expect(refused.code, 'deleting asks first, so a pipe needs --yes').toBe(1);
      expect(refused.stderr).toContain('add --yes');
      const deleted = await runOps(['users', 'delete', '--username', 'hans', '--yes'], signedIn);
      expect(deleted.code, deleted.stderr).toBe(0);
      const gone = await runOps(['users', 'delete', '--username', 'hans', '--yes'], signedIn);
      expect(gone.code).toBe(1);
      expect(gone.stderr).toContain('No user found');
      const after = await runOps(['users', 'list', '--json', 'username'], signedIn);
      expect(JSON.parse(after.stdout).map((user: { username: string }) => user.username)).toEqual(['greta']);
    },
    setupTimeoutMs,
  );
});
