import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { createLogger } from '../http/logger.ts';
import { createPlatform } from '../server.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { findDemoAccount } from './demo-accounts.ts';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
});
afterAll(async () => {
  await testDatabase?.close();
});

async function startOn(database: TestDatabase) {
  const config = readConfig({ OPS_PUBLIC_URL: 'http://ops.test', OPS_LOG_LEVEL: 'silent', ...database.env });
  return createPlatform({ config, database: database.database, logger: createLogger('silent') });
}

describe('the embedded provider keys', () => {
  it('are generated once and kept, so identity tokens survive a restart and work on every process', async () => {
    const account = findDemoAccount('ops@sandbox.test');
    if (!account) throw new Error('the demo account is missing');
    const before = await startOn(testDatabase);
    const { idToken } = (await before.identity.embedded?.signIdToken(account)) ?? { idToken: '' };

    const after = await startOn(testDatabase);
    await expect(after.identity.check.verify(idToken)).resolves.toMatchObject({ email: 'ops@sandbox.test' });
  });
});
