import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
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

/** A seller's own name that a spreadsheet would run as a link to somewhere else. */
const formulaName = '=HYPERLINK("http://evil.example","x")';

let kit: AccountOwnerTestKit;
let shop: Scope;
let folder: string;
let env: Record<string, string>;
let sellerCode = '';

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  shop = await createMerchantScope(kit.ops, 'Formula Market');
  sellerCode = (await createSeller(kit.ops, shop, { name: formulaName, email: 'formula@example.test' })).code;
  folder = mkdtempSync(join(tmpdir(), 'ops-csv-injection-'));
  env = await signedInEnv(kit.platform, folder);
}, setupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a seller named as a spreadsheet formula', () => {
  const scope = () => ['--merchant', shop.merchantCode, '--division', shop.divisionCode];

  it(
    '`ops sellers list --csv` and `ops sellers show --csv` write the name as inert text; the table shows it as it is',
    async () => {
      const list = await runOps(['sellers', 'list', '--csv', ...scope()], env);
      expect(list.code, list.stderr).toBe(0);
      const [header, row = ''] = list.stdout.trimEnd().split('\r\n');
      expect(header).toBe(
        'code,name,email,status,kycStatus,legalForm,confirmedBalance,confirmedBalanceCurrency,createdAt',
      );
      expect(row).toContain(`${sellerCode},"'=HYPERLINK(""http://evil.example"",""x"")",formula@example.test,`);
      const [, cells = []] = parse(list.stdout) as string[][];
      expect(cells[1]).toBe(`'${formulaName}`);

      const shown = await runOps(['sellers', 'show', sellerCode, '--csv', ...scope()], env);
      expect(shown.code, shown.stderr).toBe(0);
      const [, shownCells = []] = parse(shown.stdout) as string[][];
      expect(shownCells[1]).toBe(`'${formulaName}`);
      expect(shownCells.every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);

      const table = await runOps(['sellers', 'list', ...scope()], env);
      expect(table.stdout).toContain(formulaName);
    },
    setupTimeoutMs,
  );
});
