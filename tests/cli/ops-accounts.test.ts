// Ops roles from a terminal (issue 30): an admin ends another account's sessions, after which that account's token
// is refused; a role that may not is not offered the command. The real binary against the platform.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { runOps } from './run-ops.ts';

const setupTimeoutMs = 60_000;
let platform: TestPlatform;
let configHome: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  configHome = mkdtempSync(join(tmpdir(), 'ops-accounts-'));
}, setupTimeoutMs);

afterAll(async () => {
  await platform?.close();
  rmSync(configHome, { recursive: true, force: true });
});

/** The environment of `ops` signed in as this account with a CLI token. */
async function envOf(email: string): Promise<Record<string, string>> {
  return {
    OPS_API_URL: platform.baseUrl,
    OPS_LANG: 'en',
    XDG_CONFIG_HOME: configHome,
    OPS_TOKEN: await platform.tokenFor(email, 'ops-cli'),
  };
}

describe('ops ops-accounts', () => {
  it(
    "ends another account's sessions: its token is refused from then on; an operator may not",
    async () => {
      const wim = await envOf('wim@sandbox.test');
      const before = await runOps(['ops-accounts', 'set-roles', '--account', 'wim@sandbox.test', '--roles', '[]'], wim);
      expect(before.stderr).toContain('Unauthorised: your roles do not allow this');

      const operator = await runOps(
        ['ops-accounts', 'end-sessions', '--account', 'wim@sandbox.test', '--yes'],
        await envOf('operator@sandbox.test'),
      );
      expect(operator.code).not.toBe(0);
      expect(operator.stderr).toContain('Unauthorised: your roles do not allow this');

      const ended = await runOps(
        ['ops-accounts', 'end-sessions', '--account', 'wim@sandbox.test', '--yes'],
        await envOf('admin@sandbox.test'),
      );
      expect(ended.code, ended.stderr).toBe(0);
      expect(ended.stdout).toContain('wim@sandbox.test');

      const after = await runOps(['ops-accounts', 'set-roles', '--account', 'wim@sandbox.test', '--roles', '[]'], wim);
      expect(after.code).not.toBe(0);
      expect(after.stderr).toContain(`${platform.baseUrl} refused OPS_TOKEN`);
    },
    setupTimeoutMs,
  );
});
