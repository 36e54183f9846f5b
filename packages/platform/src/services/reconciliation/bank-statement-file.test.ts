import { createHash } from 'node:crypto';
import { downloadBankStatementFileAction, runAction } from '@ops/core/actions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFilePartBytes } from '../../db/kept-files.ts';
import { importFileParts } from '../../db/schema/index.ts';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../fund/payouts/testing/payout-test-kit.ts';
import { failureOf } from '../fund/testing/fund-test-kit.ts';

// The statement file download (spec section 7: reconciliation/merchants/{m}/merchantdivisions/{d}/files/{id})
// through the registry's action, as web, palette and cli run it.
let kit: PayoutTestKit;
let shop: PayoutDivision;
let token: string;
let statement: { code: string; xml: string; fileName: string };

const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

/** The sandbox bank's statement of a payout of `amount` from the division's seller, made and instructed. */
async function statementOfAPayout(amount: number): Promise<File> {
  const [account] = shop.sellerAccounts;
  const request = await kit.payouts.createPayoutRequest({
    params: division(),
    body: { virtualAccountCode: account ?? '', amountMode: 'PARTIAL', amount },
  });
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [request.code] } });
  const payoutCode = report.items[0]?.payoutCode ?? '';
  await kit.payouts.approvePayout({ params: { ...division(), payoutCode, approverEmail: opsEmail } });
  await kit.payouts.instructPayout({ params: { ...division(), payoutCode } });
  return kit.payouts.sandboxBankStatement({ params: { payoutCode }, query: {} });
}

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 1 });
  token = await kit.platform.tokenFor(opsEmail);
  await kit.deposit(shop.sellerAccounts[0] ?? '', 5_000);
  const file = await statementOfAPayout(1_500);
  const imported = await kit.reconciliation.importBankStatement({ body: { file } });
  statement = { code: imported.code, xml: await file.text(), fileName: imported.fileName };
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const download = (fileCode: string, scope = division()) =>
  runAction(downloadBankStatementFileAction, opsActionContext(kit.platform, { token, email: opsEmail }, scope), {
    fileCode,
  });

describe('the bank statement file download', () => {
  it('answers the file as it was imported, under its name', async () => {
    const file = await download(statement.code);
    expect(file.name).toBe(statement.fileName);
    expect(await file.text()).toBe(statement.xml);
  }, 30_000);

  it('answers a file kept in several parts byte for byte, its byte order mark too', async () => {
    const xml = (await (await statementOfAPayout(1_000)).text()).replace(
      '</Document>',
      `<!-- ${'kept in parts '.repeat(Math.ceil((2.5 * importFilePartBytes) / 14))}--></Document>`,
    );
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(xml)]);
    const imported = await kit.reconciliation.importBankStatement({ body: { file: new File([bytes], 'parts.xml') } });
    const parts = await kit.platform.database.db
      .select({ position: importFileParts.position })
      .from(importFileParts)
      .where(eq(importFileParts.fileCode, imported.code));
    expect(parts.length).toBe(3);
    const downloaded = new Uint8Array(await (await download(imported.code)).arrayBuffer());
    const digest = (of: Uint8Array) => createHash('sha256').update(of).digest('hex');
    expect({ size: downloaded.byteLength, sha256: digest(downloaded) }).toEqual({
      size: bytes.byteLength,
      sha256: digest(bytes),
    });
  }, 30_000);

  it('is not found in a division none of whose lines the file holds, nor when there is no such file', async () => {
    const other = await kit.division({ sellers: 1 });
    const address = { merchantCode: other.merchantCode, divisionCode: other.divisionCode };
    const refused = await failureOf(
      kit.reconciliation.downloadBankStatementFile({ params: { ...address, fileId: statement.code } }),
    );
    expect(refused.status).toBe(404);
    expect(refused.error?.message).toBe(
      `Bank statement file ${statement.code} has no line of division ${other.divisionCode}`,
    );
    const unknown = await failureOf(
      kit.reconciliation.downloadBankStatementFile({ params: { ...division(), fileId: 'BS-NONE' } }),
    );
    expect(unknown.status).toBe(404);
  }, 30_000);

  it('keeps a file imported before files were kept when it is imported again', async () => {
    await kit.platform.database.db.delete(importFileParts).where(eq(importFileParts.fileCode, statement.code));
    const notKept = await failureOf(download(statement.code));
    expect(notKept.error?.message).toContain('was imported before files were kept');
    const again = await kit.reconciliation.importBankStatement({
      body: { file: new File([statement.xml], statement.fileName) },
    });
    expect(again.alreadyImported).toBe(true);
    expect(await (await download(statement.code)).text()).toBe(statement.xml);
  }, 30_000);
});
