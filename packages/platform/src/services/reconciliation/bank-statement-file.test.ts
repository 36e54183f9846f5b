import { downloadBankStatementFileAction, runAction } from '@ops/core/actions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankStatementFiles } from '../../db/schema/index.ts';
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

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 1 });
  token = await kit.platform.tokenFor(opsEmail);
  const [account] = shop.sellerAccounts;
  await kit.deposit(account ?? '', 5_000);
  const request = await kit.payouts.createPayoutRequest({
    params: division(),
    body: { virtualAccountCode: account ?? '', amountMode: 'PARTIAL', amount: 1_500 },
  });
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [request.code] } });
  const payoutCode = report.items[0]?.payoutCode ?? '';
  await kit.payouts.approvePayout({ params: { ...division(), payoutCode, approverEmail: opsEmail } });
  await kit.payouts.instructPayout({ params: { ...division(), payoutCode } });
  const file = await kit.payouts.sandboxBankStatement({ params: { payoutCode }, query: {} });
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
    await kit.platform.database.db
      .update(bankStatementFiles)
      .set({ content: null })
      .where(eq(bankStatementFiles.code, statement.code));
    const notKept = await failureOf(download(statement.code));
    expect(notKept.error?.message).toContain('was imported before files were kept');
    const again = await kit.reconciliation.importBankStatement({
      body: { file: new File([statement.xml], statement.fileName) },
    });
    expect(again.alreadyImported).toBe(true);
    expect(await (await download(statement.code)).text()).toBe(statement.xml);
  }, 30_000);
});
