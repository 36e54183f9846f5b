import { writeFileSync } from 'node:fs';
import { createLedgerDivision } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
const platform = await startTestPlatform();
const division = await createLedgerDivision(platform.database, { sellers: 25 });
const token = await platform.tokenFor('ops@sandbox.test', 'ops-cli');
writeFileSync('/tmp/platform.env', `export OPS_API_URL=${platform.baseUrl} OPS_TOKEN=${token} M=${division.merchantCode} D=${division.divisionCode}\n`);
await new Promise((r) => setTimeout(r, 240_000));
await platform.close();
